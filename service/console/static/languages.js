// The language menu every page shows: the word "Language" and a select (#lang) of the languages
// words.js speaks, each named in itself.  The page listens to the select and speaks the choice.
import { LANGUAGE_NAMES, sayInto } from "./words.js";

/** Fill ``label`` with the language menu; the select, for the page to set and follow. */
export function languageMenu(label) {
  const menu = document.createElement("select");
  menu.id = "lang";
  for (const [code, name] of Object.entries(LANGUAGE_NAMES)) {
    const option = new Option(name, code);
    option.lang = code;
    menu.append(option);
  }
  label.replaceChildren(sayInto(document.createElement("span"), "language"), menu);
  return menu;
}
