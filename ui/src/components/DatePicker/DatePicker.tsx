import { parseDate, type CalendarDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import { fieldStyles, type FieldCommonProps } from '../Field';
import { AriaFormErrors, FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/aria-parts';
import { Icon } from '../Icon';
import { popoverStyles } from '../Popover';
import * as styles from './DatePicker.css';

export interface DatePickerProps
  extends
    Omit<AriaDatePickerProps<CalendarDate>, 'className' | 'style' | 'children' | 'value' | 'onChange' | 'minValue'>,
    FieldCommonProps {
  /** An ISO date (YYYY-MM-DD), or '' for none: the shape forms and the API use. */
  value?: string;
  onChange?: (value: string) => void;
  /** Earliest selectable ISO date, e.g. today for a project start date. */
  min?: string;
}

const toDate = (iso: string | undefined) => (iso ? parseDate(iso) : null);

/** A date typed segment by segment or picked from a calendar (the intake form's start date). */
export function DatePicker({ label, description, errorMessage, value, onChange, min, ...props }: DatePickerProps) {
  return (
    <AriaFormErrors>
      <AriaDatePicker
        {...props}
        className={fieldStyles.field}
        value={value === undefined ? undefined : toDate(value)}
        onChange={(date) => onChange?.(date ? date.toString() : '')}
        minValue={toDate(min) ?? undefined}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={fieldStyles.inputGroup}>
          <DateInput className={styles.segments}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={fieldStyles.groupButton} aria-label="Open calendar">
            <Icon icon={CalendarDays} size="sm" />
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <Popover className={popoverStyles.popover}>
          <Dialog className={popoverStyles.dialog}>
            <Calendar className={styles.calendar}>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.navButton} aria-label="Previous month">
                  <Icon icon={ChevronLeft} size="sm" />
                </Button>
                <Heading className={styles.calendarTitle} />
                <Button slot="next" className={styles.navButton} aria-label="Next month">
                  <Icon icon={ChevronRight} size="sm" />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </AriaFormErrors>
  );
}
