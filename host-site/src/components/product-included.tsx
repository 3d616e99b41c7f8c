// What the buyer gets and how access is delivered (issue 29, the launch's product): a panel of the
// program page, drawn from the launch's product (staff's words, else the template's).
import type { LaunchProduct } from '@funil/core/launch-product-defaults';
import { textLines } from '@funil/core/rich-text';
import { ListPanel } from './list-panel.tsx';
import { RichText } from './rich-text.tsx';

export function ProductIncluded({ product }: { product: LaunchProduct | undefined }) {
  if (!product) return null;
  return (
    <ListPanel id="product-included-title" title="O que está incluído" items={textLines(product.included)}>
      <h3>Como você recebe o acesso</h3>
      <p>
        <RichText text={product.access} />
      </p>
    </ListPanel>
  );
}
