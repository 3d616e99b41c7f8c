// The phone input's country picker: a searchable, keyboard-usable combobox and listbox (spec §5).
import { getCountryCallingCode } from 'libphonenumber-js/core';
import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type CountryOption, filterCountries } from './country-search.ts';
import { PHONE_METADATA } from './phone-metadata.ts';
import { COUNTRY_SEARCH_DEBOUNCE_MS } from './timing.ts';

export const COUNTRY_COPY = {
  search: 'Buscar país',
  searchPlaceholder: 'Buscar país ou código',
  // Spec §5 gives this text in English, word for word.
  noEntries: 'No entries to show',
} as const;

/** The props react-phone-number-input gives its countrySelectComponent, plus our id prefix. */
export interface CountrySelectProps {
  value?: string | undefined;
  onChange(value?: string): void;
  options: CountryOption[];
  iconComponent: ComponentType<{ country: string; label: string }>;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  onFocus?(event: FocusEvent): void;
  onBlur?(event: FocusEvent): void;
  'aria-label'?: string | undefined;
  /** Prefix for the ids the combobox and listbox point at (Preact's useId may repeat). */
  idBase: string;
}

export function callingCode(country: string): string {
  try {
    return getCountryCallingCode(country as Parameters<typeof getCountryCallingCode>[0], PHONE_METADATA);
  } catch {
    return '';
  }
}

export function CountrySelect(props: CountrySelectProps) {
  const { value, options, idBase, disabled, readOnly, iconComponent: Icon } = props;
  const label = props['aria-label'] ?? 'País';
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // The list follows the search box 250 ms after the last key (spec §9), not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setFilter(query), COUNTRY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const shown = useMemo(() => filterCountries(options, filter, callingCode), [options, filter]);
  const selected = options.find((option) => option.value === value);
  const code = value ? callingCode(value) : '';

  useEffect(() => {
    const index = shown.findIndex((option) => option.value === value);
    setActive(Math.max(index, 0));
  }, [shown, value]);

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new active option or an opened list is the trigger.
  useEffect(() => {
    list.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    setFilter('');
    if (refocus) button.current?.focus();
  };
  const choose = (country: string | undefined) => {
    if (country) props.onChange(country);
    close(true);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, last));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'PageDown') setActive((index) => Math.min(index + 10, last));
    else if (event.key === 'PageUp') setActive((index) => Math.max(index - 10, 0));
    else if (event.key === 'Enter') choose(shown[active]?.value);
    // Esc closes the list only, never the whole lead modal around it.
    else if (event.key === 'Escape') close(true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };
  // Focus leaving the whole picker (Tab, a click elsewhere) closes the list.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) {
      if (open) close(false);
      props.onBlur?.(event);
    }
  };

  const listId = `${idBase}-countries`;
  const optionId = (index: number) => `${idBase}-country-${index}`;
  const locked = Boolean(disabled || readOnly);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset needs a legend; this group only tracks focus leaving.
    <div
      className="funil-country"
      role="group"
      aria-label={label}
      ref={wrapper}
      onBlur={onBlur}
      onFocus={props.onFocus}
    >
      <button
        ref={button}
        type="button"
        className="funil-country__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${label}: ${selected?.label ?? ''} +${code}`}
        disabled={locked}
        onClick={() => (open ? close(true) : setOpen(true))}
        onKeyDown={onButtonKey}
      >
        {value ? <Icon country={value} label={selected?.label ?? value} /> : null}
        <span className="funil-country__code" aria-hidden="true">
          +{code}
        </span>
        <span className="funil-country__caret" aria-hidden="true" />
      </button>
      {open ? (
        <div className="funil-country__panel">
          <input
            ref={search}
            className="funil-input funil-country__search"
            type="text"
            role="combobox"
            aria-label={COUNTRY_COPY.search}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown.length > 0 ? optionId(active) : undefined}
            placeholder={COUNTRY_COPY.searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={onSearchKey}
          />
          <div ref={list} id={listId} role="listbox" aria-label={label} className="funil-country__list">
            {shown.map((option, index) => (
              // Options are picked with the mouse here; the keyboard works from the search box.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input.
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === value}
                data-active={index === active ? '' : undefined}
                className="funil-country__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.value)}
              >
                <span>{option.label}</span>
                <span className="funil-country__dial">+{callingCode(option.value as string)}</span>
              </div>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className="funil-country__empty" role="status">
              {COUNTRY_COPY.noEntries}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
