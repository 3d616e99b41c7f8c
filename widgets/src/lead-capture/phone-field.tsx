// The WhatsApp input: react-phone-number-input with Brazil first, pt-BR country names and +55 fixed.
import PhoneInput from 'react-phone-number-input';
import labels from 'react-phone-number-input/locale/pt-BR';
import { CountryFlag } from './country-flag.tsx';

export interface PhoneFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export function PhoneField({ id, value, onChange, readOnly, invalid, describedBy }: PhoneFieldProps) {
  return (
    <PhoneInput
      className="funil-phone"
      id={id}
      name="whatsapp"
      autoComplete="tel"
      defaultCountry="BR"
      international
      countryCallingCodeEditable={false}
      limitMaxLength
      labels={labels}
      flagComponent={CountryFlag}
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      readOnly={readOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
