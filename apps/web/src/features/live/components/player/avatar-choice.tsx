import { AvatarRadioGroup, type AvatarRadioGroupProps } from '../../../../components/avatar-radio-group';
import { LiveAvatar } from '../live-avatar';

/** The avatar choice of docs/product.md §2 on the player's page, drawn without Mantine. */
export function AvatarChoice(props: AvatarRadioGroupProps) {
  return (
    <AvatarRadioGroup
      {...props}
      look="light"
      renderAvatar={(avatar) => <LiveAvatar avatar={avatar} size="md" />}
    />
  );
}
