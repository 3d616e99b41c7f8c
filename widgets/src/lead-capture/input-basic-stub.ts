// What the embed ships for the phone input's InputBasic: PhoneInputBrowser picks it only without
// `smartCaret`, and phone-field.tsx always passes smartCaret, so its ~1.6 KB would never run. If a
// caller ever renders it, it says so instead of showing no phone field without a word.
export default function InputBasicStub(): never {
  throw new Error('[funil] the embed has no InputBasic: pass smartCaret to the phone input');
}
