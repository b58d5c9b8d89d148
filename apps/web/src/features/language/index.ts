// The language feature's public entry: the header's (and the phone menu's) language control.
export { LanguageSelect } from './components/language-select';
