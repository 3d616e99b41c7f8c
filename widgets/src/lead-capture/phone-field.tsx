// The WhatsApp input: react-phone-number-input (trimmed metadata) with Brazil first and our country picker.

import { getCountries } from 'libphonenumber-js/core';
import PhoneInput from 'react-phone-number-input/core';
import { CountryFlag } from './country-flag.tsx';
import { countryLabels } from './country-names.ts';
import { CountrySelect } from './country-select.tsx';
import { PHONE_METADATA } from './phone-metadata.ts';

export interface PhoneFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const COUNTRY_ORDER = ['BR', '...'] as const;

export function PhoneField({ id, value, onChange, readOnly, invalid, describedBy }: PhoneFieldProps) {
  return (
    <PhoneInput
      className="funil-phone"
      id={id}
      name="whatsapp"
      autoComplete="tel"
      metadata={PHONE_METADATA}
      labels={countryLabels(getCountries(PHONE_METADATA))}
      locales="pt-BR"
      defaultCountry="BR"
      countryOptionsOrder={[...COUNTRY_ORDER]}
      addInternationalOption={false}
      international
      countryCallingCodeEditable={false}
      limitMaxLength
      // The smart caret needs another library; a plain input keeps the embed small and works the same.
      smartCaret={false}
      flagComponent={CountryFlag}
      countrySelectComponent={CountrySelect}
      countrySelectProps={{ idBase: id }}
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      readOnly={readOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
