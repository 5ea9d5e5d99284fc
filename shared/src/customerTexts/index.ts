/*
 * Every customer language's texts, for the server: it renders the pages, answers the calls and writes
 * the mails with them, and hands a page only its own language's texts, compiled. Never imported by a
 * browser app (they would ship all eight languages).
 */
import type { CustomerLanguage } from '@earrival/shared/languages';
import en, { type Catalogue } from './en';
import es from './es';
import fr from './fr';
import de from './de';
import it from './it';
import pt from './pt';
import ru from './ru';
import zh from './zh';

export type { Catalogue, MessageId } from './en';

export const CATALOGUES: Readonly<Record<CustomerLanguage, Catalogue>> = { en, es, fr, de, it, pt, ru, zh };
