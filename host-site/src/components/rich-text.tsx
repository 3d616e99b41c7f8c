// A launch text staff wrote (core/src/rich-text.ts), drawn as React elements: bold, links (https in
// a new tab, mailto in place), line breaks; everything else is text, escaped by React like any other.
import { parseRichText, type RichSegment, type TextValues } from '@funil/core/rich-text';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link.tsx';

export interface RichTextProps {
  text: string;
  /** What the placeholders stand for here ({programa}, {nome}…): useLaunch's values, and the page's. */
  values?: TextValues;
}

function segmentNode(segment: RichSegment, key: number): ReactNode {
  if (segment.type === 'text') return segment.text;
  if (segment.type === 'bold') return <strong key={key}>{segment.text}</strong>;
  if (segment.type === 'break') return <br key={key} />;
  return segment.href.startsWith('mailto:') ? (
    <a key={key} href={segment.href}>
      {segment.text}
    </a>
  ) : (
    <ExternalLink key={key} href={segment.href}>
      {segment.text}
    </ExternalLink>
  );
}

export function RichText({ text, values }: RichTextProps) {
  // The segments of one text never move: their place is their key.
  return <>{parseRichText(text, values).map(segmentNode)}</>;
}
