// The lead modal as a host page shows it: open over the page, full screen, with no button of the
// story's own behind it; closing it reports onClose (the Actions panel) and leaves the page empty.
import { LeadModal, type LeadModalProps } from '@funil/widgets/react';
import { useState } from 'react';

export function ModalHarness(props: LeadModalProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  // A new key re-seeds the per-instance store when the story's initialState changes.
  return <LeadModal key={JSON.stringify(props.initialState)} {...props} open={open} onClose={close} />;
}
