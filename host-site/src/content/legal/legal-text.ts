// The shape of a legal page: numbered sections of paragraphs and lists.

export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  title: string;
  blocks: LegalBlock[];
}

export interface LegalText {
  title: string;
  description: string;
  version: string;
  intro: string;
  sections: LegalSection[];
}
