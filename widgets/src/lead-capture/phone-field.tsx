// The WhatsApp input: react-phone-number-input's bare input (trimmed metadata) beside our searchable
// country picker, which shows the calling code; Brazil is the default and first in the list.
import { PHONE_MAX_DIGITS } from '@funil/core/phone';
import { AsYouType, type CountryCode, getCountries } from 'libphonenumber-js/core';
import { type ChangeEvent, forwardRef, type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import PhoneInput from 'react-phone-number-input/input-core';
import { CountryFlag } from './country-flag.tsx';
import { countryLabels } from './country-names.ts';
import type { CountryOption } from './country-search.ts';
import { CountrySelect, callingCode } from './country-select.tsx';
import { readPastedPhone } from './pasted-phone.ts';
import { PHONE_METADATA } from './phone-metadata.ts';

export interface PhoneFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  /** The visitor left the field (not the window): the place to say a number is wrong. */
  onBlur?(): void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const DEFAULT_COUNTRY: CountryCode = 'BR';

let options: CountryOption[] | undefined;

/** Every country by its pt-BR name, Brazil first. */
export function countryOptions(): CountryOption[] {
  if (options) return options;
  const countries = getCountries(PHONE_METADATA);
  const labels = countryLabels(countries) as Record<string, string>;
  const byName = countries
    .filter((country) => country !== DEFAULT_COUNTRY)
    .map((country) => ({ value: country, label: labels[country] ?? country }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  options = [{ value: DEFAULT_COUNTRY, label: labels[DEFAULT_COUNTRY] ?? DEFAULT_COUNTRY }, ...byName];
  return options;
}

type CappedInputProps = InputHTMLAttributes<HTMLInputElement> & {
  'data-national-digits'?: number;
  /**
   * What a paste stands for: digits to put in this field, false when it was taken care of
   * elsewhere (another country's input), undefined to let it go in as it is.
   */
  pasteAs?: (text: string) => string | false | undefined;
  /**
   * The field lost its last digit. The library reports a change against its `value` prop, which
   * only seeds each mount (see PhoneField), so an emptied field would otherwise go unreported.
   */
  onEmptied?: () => void;
};

/**
 * Spec §5: at most 15 digits, the calling code included (so 13 after '+55'). A change that would go
 * past them is undone before the library sees it: a trimmed value would look like a Backspace to it.
 */
const CappedInput = forwardRef<HTMLInputElement, CappedInputProps>(function CappedInput(
  { onChange, onKeyDown, pasteAs, onEmptied, ...props },
  ref,
) {
  const allowed = props['data-national-digits'] ?? PHONE_MAX_DIGITS;
  return (
    <input
      {...props}
      ref={ref}
      onChange={(event) => {
        if (event.currentTarget.value.replace(/\D/g, '').length > allowed) {
          event.currentTarget.value = String(props.value ?? '');
          return;
        }
        onChange?.(event);
        if (!/\d/.test(event.currentTarget.value)) onEmptied?.();
      }}
      // Backspace and Delete are applied by the library here, not through a change event.
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!/\d/.test(event.currentTarget.value)) onEmptied?.();
      }}
      onPaste={(event) => {
        const digits = pasteAs?.(event.clipboardData.getData('text'));
        if (digits === undefined) return;
        event.preventDefault();
        if (digits === false) return;
        // The whole field becomes the pasted number, handed to the library as if typed.
        const input = event.currentTarget;
        input.value = digits;
        input.setSelectionRange(digits.length, digits.length);
        onChange?.(event as unknown as ChangeEvent<HTMLInputElement>);
      }}
    />
  );
});

/** The country of a stored number (a returning visitor), so the picker shows the right flag. */
function countryOf(value: string): CountryCode | undefined {
  if (!value) return undefined;
  const typing = new AsYouType(undefined, PHONE_METADATA);
  typing.input(value);
  return typing.getCountry();
}

export function PhoneField({ id, value, onChange, onBlur, readOnly, invalid, describedBy }: PhoneFieldProps) {
  const [country, setCountry] = useState<CountryCode>(() => countryOf(value) ?? DEFAULT_COUNTRY);
  // The input owns the number while it is mounted: the library re-reads a changed `value` in an
  // effect, which under Preact runs late enough for a fast typist's digits to be overwritten.
  // So `value` only seeds each mount, and a new country mounts a new, empty input.
  const [seed, setSeed] = useState(value || undefined);
  const input = useRef<HTMLInputElement>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) input.current?.focus();
  }, [refocus]);
  const choose = (next?: string) => {
    if (!next || next === country) return;
    setCountry(next as CountryCode);
    // Digits typed for another country would be misread under the new calling code.
    setSeed(undefined);
    onChange('');
  };
  const pasteAs = (text: string) => {
    const pasted = readPastedPhone(text, country);
    if (!pasted || pasted.country === country) return pasted?.national;
    // Another country's number: its own input, seeded with it, where the caret was.
    const number = `+${callingCode(pasted.country)}${pasted.national}`;
    setCountry(pasted.country);
    setSeed(number);
    setRefocus((count) => count + 1);
    onChange(number);
    return false;
  };
  return (
    <div className="funil-phone">
      <CountrySelect
        idBase={id}
        value={country}
        options={countryOptions()}
        onChange={choose}
        iconComponent={CountryFlag}
        readOnly={readOnly}
        aria-label="País"
      />
      <PhoneInput
        key={country}
        id={id}
        className="funil-phone__input"
        name="whatsapp"
        autoComplete="tel"
        metadata={PHONE_METADATA}
        country={country}
        // The number alone, formatted for its country: the picker beside it shows the '+55'.
        international
        // The caret stays where the person types. The embed ships only this input: the library's
        // plain one is a stub there (vite.config.ts, input-basic-stub.ts), so keep smartCaret.
        smartCaret
        inputComponent={CappedInput}
        ref={input}
        data-national-digits={PHONE_MAX_DIGITS - callingCode(country).length}
        pasteAs={pasteAs}
        onEmptied={() => onChange('')}
        value={seed}
        onChange={(next) => onChange(next ?? '')}
        // Switching apps to copy the number from a contact is not leaving the field.
        onBlur={() => {
          if (document.hasFocus()) onBlur?.();
        }}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
