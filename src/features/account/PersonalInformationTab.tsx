/**
 * Personal information (doc 1 §5): first name, last name, job title and company required, phone
 * optional, e-mail read-only. Server field errors show under their inputs; the success notice carries the
 * server's text.
 */
import { useMutation } from '@tanstack/react-query';
import { schemaResolver, useForm } from '@mantine/form';
import { Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { accountMutations } from '../../api/account';
import type { PersonalInformationEdit, User } from '../../contract/types';
import { serverFieldErrors } from '../../domain/errors';
import { FORM_REFUSALS } from '../../domain/form-refusals';
import { GatedButton } from '../../ui/GatedButton';
import { personalInformationSchema } from '../../domain/schemas/personal-info';
import {
  PERSONAL_INFO_LABELS,
  personalInfoInputFor,
  type PersonalInfoField,
} from '../../domain/validation/personal-info';
import { ACCOUNT_TEXTS } from './messages';

type PersonalInfoValues = Record<PersonalInfoField, string>;

const FIELDS: readonly PersonalInfoField[] = ['firstName', 'lastName', 'jobTitle', 'company', 'phone'];

const AUTOCOMPLETE: Record<PersonalInfoField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  jobTitle: 'organization-title',
  company: 'organization',
  phone: 'tel',
};

function valuesOf(user: User): PersonalInfoValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    jobTitle: user.jobTitle ?? '',
    company: user.company ?? '',
    phone: user.phone ?? '',
  };
}

function toEdit(values: PersonalInfoValues): PersonalInformationEdit {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    jobTitle: values.jobTitle.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
  };
}

export function PersonalInformationTab({ user }: { user: User }) {
  const form = useForm<PersonalInfoValues>({
    initialValues: valuesOf(user),
    validateInputOnBlur: true,
    // The emulator parses the saved object with the same schema.
    validate: schemaResolver(personalInformationSchema({ currentEmail: user.email }), { sync: true }),
  });

  // The factory stores the answer's user and shows the notices; the form keeps what was saved.
  const save = useMutation(accountMutations.updatePersonalInformation(user.uuid));
  const submit = (values: PersonalInfoValues) =>
    save.mutate(toEdit(values), {
      onSuccess: (_answer, edit) => {
        const saved: PersonalInfoValues = { ...edit, phone: edit.phone ?? '' };
        form.setValues(saved);
        form.resetDirty(saved);
      },
      onError: (error) => form.setErrors({ ...form.errors, ...serverFieldErrors(error, personalInfoInputFor) }),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-labelledby="personal-title">
      <Stack gap="md" maw={720}>
        <Title order={2} size="h3" id="personal-title">
          {ACCOUNT_TEXTS.personal.heading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={PERSONAL_INFO_LABELS[field]}
              description={field === 'phone' ? ACCOUNT_TEXTS.personal.phoneDescription : undefined}
              required={field !== 'phone'}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              {...form.getInputProps(field)}
            />
          ))}
          <TextInput
            label={ACCOUNT_TEXTS.personal.emailLabel}
            description={ACCOUNT_TEXTS.personal.emailDescription}
            value={user.email}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <GatedButton
            type="submit"
            label={ACCOUNT_TEXTS.personal.save}
            loading={save.isPending}
            refusal={form.isDirty() ? null : FORM_REFUSALS.nothingToSave}
          />
        </Group>
      </Stack>
    </form>
  );
}
