// Title, description and Open Graph tags of one page; React hoists them into <head>.

export interface PageMetaProps {
  title: string;
  description: string;
  /** Pages that hold personal or staff data stay out of search engines. */
  noindex?: boolean;
}

export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
