import { Badge, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUESTION_AUDIENCES, type QuestionAudience } from '@awarequest/contracts';

interface AudienceSelectProps {
  label: string;
  description?: string;
  value: QuestionAudience | undefined;
  onChange: (value: QuestionAudience) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

const isAudience = (value: string | null): value is QuestionAudience =>
  QUESTION_AUDIENCES.some((audience) => audience === value);

/** Who a question or a game is for: all staff, technical staff or managers. */
export function AudienceSelect({ label, description, value, onChange, onBlur, error }: AudienceSelectProps) {
  const { t } = useTranslation('authoring');
  return (
    <Select
      label={label}
      description={description}
      data={QUESTION_AUDIENCES.map((audience) => ({ value: audience, label: t(`audiences.${audience}`) }))}
      value={value ?? 'all_staff'}
      onChange={(next) => {
        if (isAudience(next)) onChange(next);
      }}
      onBlur={onBlur}
      allowDeselect={false}
      error={error}
    />
  );
}

/** A badge for a question that is not for all staff (nothing for all staff). */
export function AudienceBadge({ audience }: { audience: QuestionAudience }) {
  const { t } = useTranslation('authoring');
  if (audience === 'all_staff') return null;
  return (
    <Badge variant="outline" color={audience === 'technical' ? 'indigo' : 'grape'}>
      {t(`audiences.${audience}`)}
    </Badge>
  );
}
