/** The player's screens use the light pages' small pieces (components/light-ui). */
export { lightUi as playerUi, Spinner, SpokenNumber, VisuallyHidden } from '../../../../components/light-ui';
