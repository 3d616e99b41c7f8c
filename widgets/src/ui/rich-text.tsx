// A launch text staff wrote (core/src/rich-text.ts), drawn inside a widget with the React API only
// (Preact through compat in the embed): bold, links (in a new tab), line
// breaks; everything else is text the renderer escapes. Never innerHTML.
import { parseRichText, type RichSegment, type TextValues } from '@funil/core/rich-text';
import type { ReactNode } from 'react';

function segmentNode(segment: RichSegment, key: number): ReactNode {
  if (segment.type === 'text') return segment.text;
  if (segment.type === 'bold') return <strong key={key}>{segment.text}</strong>;
  if (segment.type === 'break') return <br key={key} />;
  // A new tab, so the visitor's form stays where it was (a mailto link opens the mail app anyway).
  return (
    <a key={key} href={segment.href} target="_blank" rel="noopener noreferrer">
      {segment.text}
    </a>
  );
}

export function RichText({ text, values }: { text: string; values?: TextValues }) {
  // The segments of one text never move: their place is their key.
  return <>{parseRichText(text, values).map(segmentNode)}</>;
}
