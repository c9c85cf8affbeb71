import { TextInput, type MantineStyleProp } from '@mantine/core';

export interface SearchInputProps {
  /** The visible label (every search box has one). */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  style?: MantineStyleProp;
}

/** The search box over a list: a labelled `type="search"` input that reports its text. */
export function SearchInput({ label, placeholder, value, onChange, style }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={style ?? { flex: '1 1 14rem', maxWidth: '24rem' }}
    />
  );
}
