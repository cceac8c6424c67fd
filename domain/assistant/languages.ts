import type { AssistantReply } from './reply';
import { company } from '../company/company';

/**
 * A question in Spanish gets a courteous answer in Spanish with the three ways to reach the office: the
 * site is written in English, so the assistant has nothing of its own to translate (docs/product.md §8.2).
 */
const spanishMarks =
  /[¿¡ñ]|\b(hola|buen[oa]s|cu[aá]nto|cuesta|ustedes|hacen|construyen|construir|casas?|precio|gracias|necesito|puede[ns]?|quiero|d[oó]nde|trabajan|tienen|presupuesto|obra|proyecto|ayuda|por favor|se[nñ]or|qui[eé]n|qu[eé]|c[oó]mo|cu[aá]ndo|el|los|las|una|para|con|del|hay|usted|arquitecto|tambi[eé]n)\b/gi;

export const isSpanish = (text: string) => new Set(text.toLowerCase().match(spanishMarks) ?? []).size >= 2;

export const spanishReply = (): AssistantReply => ({
  kind: 'other-language',
  sources: [],
  response: `¡Gracias por escribirnos! Este asistente solo responde en inglés, pero nuestro equipo le atiende con gusto: llame al ${company.phone}, escríbanos desde la sección de contacto (/#contact) o describa su proyecto en el formulario de estimación gratuita (/intake). (Thank you for writing! This assistant answers in English; call us, use the contact section or the free-estimate form.)`,
});
