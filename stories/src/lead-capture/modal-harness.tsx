// Keeps a story's modal open and reopenable, as a host page would, so closing can be tried too.
import { LeadModal, type LeadModalProps } from '@funil/widgets/react';
import { useState } from 'react';
import '../launch-settings.ts';

export function ModalHarness(props: LeadModalProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir o modal
      </button>
      {/* A new key re-seeds the per-instance store when the story's initialState changes. */}
      <LeadModal key={JSON.stringify(props.initialState)} {...props} open={open} onClose={close} />
    </>
  );
}
