import { ActionIcon, CopyButton, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { toArabicIndicDigits, type Language } from '@awarequest/contracts';
import { useLanguage } from '../../../../lib/use-language';

/** "123456" as "123 456", easier to read from the back of a room. */
export const spacedPin = (pin: string): string => `${pin.slice(0, 3)} ${pin.slice(3)}`;

/** A left-to-right mark: keeps groups of Arabic-Indic digits in reading order inside left-to-right text. */
export const LRM = '\u200E';

/**
 * The PIN as an Arabic page writes numbers (Arabic-Indic digits); players may type either kind.
 * Shown left to right; the mark stops the bidi algorithm from swapping the two Arabic-Indic groups.
 */
export const shownPin = (pin: string, language: Language): string =>
  language === 'ar'
    ? `${toArabicIndicDigits(pin.slice(0, 3))}${LRM} ${toArabicIndicDigits(pin.slice(3))}`
    : spacedPin(pin);

export const joinLinkOf = (pin: string): string => `${window.location.origin}/join?pin=${pin}`;

/** The QR code's link: the nickname step of the PIN's game, so a scan skips typing the PIN. */
export const scanLinkOf = (pin: string): string => `${window.location.origin}/join-game?pin=${pin}`;

/** How players get in: the PIN in big digits, the join link (copyable) and its QR code. */
export function JoinDetails({ pin }: { pin: string }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const link = joinLinkOf(pin);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack align="center" gap="sm" ta="center">
        <Text size="lg" fw={600}>
          {t('host.joinAt')}
        </Text>
        <Text
          fz={{ base: 44, sm: 64 }}
          fw={900}
          lh={1}
          dir="ltr"
          ff="monospace"
          aria-hidden
          data-testid="game-pin"
        >
          {shownPin(pin, language)}
        </Text>
        {/* Read as words, not as an aria-label on a paragraph (which screen readers ignore). */}
        <VisuallyHidden>{t('host.pinLabel', { pin: pin.split('').join(' ') })}</VisuallyHidden>
        <Paper bg="#FFFFFF" p="sm" radius="md" withBorder>
          <QRCodeSVG value={scanLinkOf(pin)} size={168} marginSize={0} title={t('host.qrLabel')} />
        </Paper>
        <Group gap={4} wrap="nowrap" maw="100%">
          <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }} data-testid="join-link">
            {link}
          </Text>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('host.copied') : t('host.copyLink')} withArrow>
                <ActionIcon
                  variant="subtle"
                  onClick={copy}
                  aria-label={copied ? t('host.copied') : t('host.copyLink')}
                >
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
