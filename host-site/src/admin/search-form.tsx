// One labelled search box with its button, as the staff screens search by name or phone.
import { type FormEvent, useState } from 'react';

interface Props {
  id: string;
  label: string;
  placeholder?: string;
  /** What the box shows first, e.g. the search already in the address. */
  initial?: string;
  type?: 'search' | 'tel';
  required?: boolean;
  onSearch: (text: string) => void;
}

export function SearchForm({
  id,
  label,
  placeholder,
  initial = '',
  type = 'search',
  required = false,
  onSearch,
}: Props) {
  const [typed, setTyped] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <search>
      <form className="admin-form admin-form--inline admin-search" onSubmit={submit}>
        <div className="admin-field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type={type}
            required={required}
            value={typed}
            placeholder={placeholder}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </div>
        <button type="submit" className="admin-button">
          Buscar
        </button>
      </form>
    </search>
  );
}
