export { default } from './join-page';
