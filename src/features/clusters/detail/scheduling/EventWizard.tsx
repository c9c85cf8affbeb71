/**
 * The scheduled event wizard (spec doc 2 §2, §4, §5): a Stepper in a Modal with the steps Event Main Info,
 * Event Additional Info (scale events only) and Review. Each step checks its own inputs with the wizard's schema
 * (domain/schemas/schedule-event.ts) before the next opens; changing the event type resets the counts. Dates and
 * times are in the user's zone, which the dialog names. Loaded on first use, with valibot and the date inputs.
 * Full screen on a phone. The view-only dialog of a past event is EventDetails (no form).
 */
import '@mantine/core/styles/Stepper.css';
import '@mantine/dates/styles.css';
import { Fragment, useState } from 'react';
import { Alert, Button, Modal, NumberInput, SimpleGrid, Stack, Stepper, Text } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { ScheduledEvent, ScheduleEventPayload } from '../../../../contract/types';
import {
  isScaleEvent,
  replicaBounds,
  SCHEDULED_EVENT_LABELS,
  SCHEDULED_EVENT_TYPES,
  type NodeCounts,
} from '../../../../domain/scheduling';
import {
  countOf,
  EMPTY_SCHEDULE_EVENT,
  scheduleEventFormSchema,
  scheduleEventFormValues,
  toScheduleEventPayload,
  WIZARD_STEP_INPUTS,
  type ScheduleEventFormValues,
} from '../../../../domain/schemas/schedule-event';
import { scheduleEventInputForServerField, type ScheduleEventInput } from '../../../../domain/validation/schedule-event';
import { EventReview } from './EventReview';
import { EVENT_WIZARD } from './messages';
import { DialogFooter, placeServerErrors, type FormDialogProps } from '../../../../ui/DialogForm';
import { RequiredSelect } from '../../../../ui/RequiredSelect';

type Step = 'main' | 'additional' | 'review';

export interface EventWizardProps extends FormDialogProps<ScheduleEventPayload> {
  /** The event being edited; none to create one. */
  event: ScheduledEvent | null;
  counts: NodeCounts;
  /** The user's zone, as the tab names it. */
  timeZone: string;
  formatTime: (at: number) => string;
}

const EVENT_OPTIONS = SCHEDULED_EVENT_TYPES.map((value) => ({ value, label: SCHEDULED_EVENT_LABELS[value] }));

/** The start (required) and the end (optional: the event then runs once), each a date and a time. */
const EVENT_TIMES = [
  { date: 'startDate', time: 'startTime', required: true },
  { date: 'endDate', time: 'endTime', required: false },
] as const;

/** The scale step's two inputs: the replicas of each service, bounded by the event's rule (doc 2 §5). */
const REPLICA_FIELDS = [
  { service: 'Analytics', field: 'analyticsReplicas', nodes: 'analyticsNodes', bound: 'analytics' },
  { service: 'Loader', field: 'loaderReplicas', nodes: 'loaderNodes', bound: 'loader' },
] as const;

function stepOf(input: ScheduleEventInput): Step {
  return (WIZARD_STEP_INPUTS.main as readonly string[]).includes(input) ? 'main' : 'additional';
}

export function EventWizard({ event, counts, timeZone, formatTime, onClose, onSubmit, submitting }: EventWizardProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm<ScheduleEventFormValues>({
    mode: 'controlled',
    initialValues: event ? scheduleEventFormValues(event) : EMPTY_SCHEDULE_EVENT,
    // The clock moves while the dialog is open: each check reads it anew.
    validate: (values) => schemaResolver(scheduleEventFormSchema({ now: Date.now(), ...counts }), { sync: true })(values),
  });
  const [step, setStep] = useState<Step>('main');
  const values = form.getValues();
  const scale = isScaleEvent(values.event) ? values.event : null;
  const steps: Step[] = scale ? ['main', 'additional', 'review'] : ['main', 'review'];
  const active = steps.indexOf(step);
  const today = new Date();
  const minDate = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  /** Checks the step's inputs; true when none has a problem. */
  const checkStep = (which: Step): boolean => {
    if (which === 'review') return true;
    let ok = true;
    for (const input of WIZARD_STEP_INPUTS[which]) if (form.validateField(input).hasError) ok = false;
    return ok;
  };

  const next = () => {
    if (!checkStep(step)) return;
    setStep(steps[active + 1] ?? 'review');
  };

  const submit = async () => {
    for (const which of steps) {
      if (!checkStep(which)) {
        setStep(which);
        return;
      }
    }
    try {
      await onSubmit(toScheduleEventPayload(form.getValues(), event?.id));
    } catch (error) {
      const first = placeServerErrors(form, error, scheduleEventInputForServerField)[0];
      if (first) setStep(stepOf(first));
    }
  };

  const changeEvent = (value: string | null) => {
    const next = SCHEDULED_EVENT_TYPES.find((t) => t === value) ?? null;
    // Doc 2 §4: changing the type resets the replica counts.
    form.setValues({ event: next, analyticsReplicas: '', loaderReplicas: '' });
    form.clearFieldError('analyticsReplicas');
    form.clearFieldError('loaderReplicas');
    form.clearFieldError('replicas');
    form.validateField('event');
  };

  const bounds = scale ? replicaBounds(scale, counts) : null;
  const payload = toScheduleEventPayload(values, event?.id);

  return (
    <Modal
      opened
      onClose={onClose}
      title={event ? EVENT_WIZARD.editTitle : EVENT_WIZARD.createTitle}
      centered
      fullScreen={phone ?? false}
      size="lg"
    >
      <Stack gap="md">
        <Stepper active={active} size="sm" allowNextStepsSelect={false} orientation={phone ? 'vertical' : 'horizontal'}>
          <Stepper.Step label={EVENT_WIZARD.steps.main} description={EVENT_WIZARD.stepDescriptions.main}>
            <Stack gap="sm">
              <RequiredSelect
                label={EVENT_WIZARD.event}
                placeholder={EVENT_WIZARD.eventPlaceholder}
                data={EVENT_OPTIONS}
                data-autofocus
                {...form.getInputProps('event')}
                onChange={changeEvent}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {EVENT_TIMES.map(({ date, time, required }) => (
                  <Fragment key={date}>
                    <DateInput
                      label={EVENT_WIZARD[date]}
                      placeholder={EVENT_WIZARD.datePlaceholder}
                      valueFormat="YYYY-MM-DD"
                      ariaLabels={EVENT_WIZARD.calendar}
                      minDate={minDate}
                      withAsterisk={required}
                      clearable={!required}
                      {...form.getInputProps(date)}
                    />
                    <TimeInput label={EVENT_WIZARD[time]} withAsterisk={required} {...form.getInputProps(time)} />
                  </Fragment>
                ))}
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {timeZone}
              </Text>
            </Stack>
          </Stepper.Step>
          {scale && bounds ? (
            <Stepper.Step label={EVENT_WIZARD.steps.additional} description={EVENT_WIZARD.stepDescriptions.additional}>
              <Stack gap="sm">
                {form.errors.replicas ? (
                  <Alert color="red" role="alert">
                    {form.errors.replicas}
                  </Alert>
                ) : null}
                {REPLICA_FIELDS.map(({ service, field, nodes, bound }) => (
                  <NumberInput
                    key={field}
                    label={EVENT_WIZARD.replicas(scale, service)}
                    description={EVENT_WIZARD.replicasHint(scale, counts[nodes], bounds[bound])}
                    min={0}
                    max={bounds[bound]}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    {...form.getInputProps(field)}
                  />
                ))}
              </Stack>
            </Stepper.Step>
          ) : null}
          <Stepper.Step label={EVENT_WIZARD.steps.review} description={EVENT_WIZARD.stepDescriptions.review}>
            <EventReview
              event={payload.event}
              start={Date.parse(payload.startTime)}
              end={payload.endTime ? Date.parse(payload.endTime) : null}
              info={{ analyticsReplicas: countOf(values.analyticsReplicas), loaderReplicas: countOf(values.loaderReplicas) }}
              formatTime={formatTime}
            />
          </Stepper.Step>
        </Stepper>
        <DialogFooter
          cancelLabel={active > 0 ? EVENT_WIZARD.back : EVENT_WIZARD.cancel}
          onCancel={active > 0 ? () => setStep(steps[active - 1] ?? 'main') : onClose}
          busy={submitting}
        >
          {step === 'review' ? (
            <Button onClick={() => void submit()} loading={submitting}>
              {event ? EVENT_WIZARD.save : EVENT_WIZARD.create}
            </Button>
          ) : (
            <Button onClick={next}>{EVENT_WIZARD.next}</Button>
          )}
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
