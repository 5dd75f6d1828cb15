import { AvatarRadioGroup, type AvatarRadioGroupProps } from './avatar-radio-group';
import { PlayerAvatar } from './player-avatar';

/** The avatar choice in the app's forms (profile, a child's form), with Mantine's avatars. */
export function AvatarPicker(props: AvatarRadioGroupProps) {
  return (
    <AvatarRadioGroup
      {...props}
      look="form"
      renderAvatar={(avatar) => <PlayerAvatar avatar={avatar} size="md" />}
    />
  );
}
