import { Button, Code, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  describeAuditEntry,
  type AuditDetailLine,
  type AuditDetailValue,
  type AuditEntryView,
  type Language,
} from '@awarequest/contracts';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

type Translate = ReturnType<typeof useTranslation<'audit-log'>>['t'];

/** An identifier or address: left to right and isolated inside an Arabic line, broken if too long. */
const ISOLATE: CSSProperties = { unicodeBidi: 'isolate', overflowWrap: 'anywhere' };

const connectionName = (t: Translate, connection: { label: string; protocol: string }): string =>
  t('details.connectionName', {
    label: connection.label,
    protocol: t(`details.codes.protocol.${connection.protocol}`, { defaultValue: connection.protocol }),
  });

function valueText(t: Translate, language: Language, value: AuditDetailValue): ReactNode {
  switch (value.kind) {
    case 'text':
      return (
        <bdi dir={value.isLtr ? 'ltr' : 'auto'} style={ISOLATE}>
          {value.text}
        </bdi>
      );
    case 'codes':
      return value.codes.length === 0
        ? t('details.empty')
        : new Intl.ListFormat(language, { type: 'unit' }).format(
            value.codes.map((code) => t(`details.codes.${value.group}.${code}`, { defaultValue: code })),
          );
    case 'connection':
      return <bdi style={ISOLATE}>{connectionName(t, value)}</bdi>;
    case 'people':
      return t('details.people', { count: value.count });
    case 'flag':
      return t(value.value ? 'details.yes' : 'details.no');
    case 'number':
      return formatNumber(value.value, language);
    case 'words':
      return new Intl.ListFormat(language, { type: 'unit' }).format(value.words);
    case 'change':
      // The arrow points the way the language reads (→ in English, ← in Arabic).
      return (
        <Trans
          t={t}
          i18nKey="details.change"
          components={{
            from: <span data-change="from">{valueText(t, language, value.from)}</span>,
            to: <span data-change="to">{valueText(t, language, value.to)}</span>,
          }}
        />
      );
    case 'none':
      return t('details.empty');
  }
}

/** A line's label: a changed field's name, a known key's label, else the key as written. */
function labelOf(t: Translate, line: AuditDetailLine): ReactNode {
  if (line.value.kind === 'change')
    return t(`details.codes.fields.${line.value.field}`, { defaultValue: line.value.field });
  return line.isKnown ? t(`details.labels.${line.key}`) : <bdi dir="ltr">{line.key}</bdi>;
}

/**
 * The Details cell: the entry's details as labelled lines in the reader's language (a key the
 * screen does not know shows under its own name), and the stored JSON behind a disclosure for an
 * investigator.
 */
export function AuditDetails({ item }: { item: AuditEntryView }) {
  const { t } = useTranslation('audit-log');
  const language = useLanguage();
  const rawId = useId();
  const [isRawOpen, setRawOpen] = useState(false);
  const { headline, lines } = describeAuditEntry(item);
  const hasDetails = Object.keys(item.details).length > 0;
  if (!headline && lines.length === 0 && !hasDetails) return null;
  return (
    <Stack gap={4} data-testid="audit-details">
      {headline && (
        <Text size="sm" data-testid="audit-headline">
          <Trans
            t={t}
            i18nKey={`details.headlines.${headline.action}`}
            values={{ connection: connectionName(t, headline.connection) }}
            components={{ connection: <bdi style={ISOLATE} /> }}
          />
        </Text>
      )}
      {lines.map((line) => (
        <Text key={line.key} size="xs" data-testid="audit-detail">
          <Text span size="xs" c="dimmed">
            {labelOf(t, line)}
            {t('details.separator')}
          </Text>
          {valueText(t, language, line.value)}
        </Text>
      ))}
      {hasDetails && (
        <div>
          <Button
            variant="subtle"
            size="compact-xs"
            aria-expanded={isRawOpen}
            aria-controls={rawId}
            rightSection={
              <IconChevronDown
                size={14}
                aria-hidden
                style={{ transform: isRawOpen ? 'rotate(180deg)' : undefined }}
              />
            }
            onClick={() => {
              setRawOpen((isOpen) => !isOpen);
            }}
          >
            {t('details.technical')}
          </Button>
          {isRawOpen && (
            <Code block id={rawId} dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(item.details, null, 2)}
            </Code>
          )}
        </div>
      )}
    </Stack>
  );
}
