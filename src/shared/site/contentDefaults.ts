import en from '../../../i18n/en.json' with { type: 'json' }
import es from '../../../i18n/es.json' with { type: 'json' }
import pt from '../../../i18n/pt.json' with { type: 'json' }
import { LANGUAGES, type Language } from '../constants.ts'
import type { LocalizedText, SiteContent } from '../schemas/siteContent.ts'

// The page texts before the operator publishes their own: the ones the dictionaries held, so the
// demo reads as it did. Card lists become Markdown lists, which the pages draw as cards.

type Dictionary = typeof es
const DICTIONARIES: Record<Language, Dictionary> = { es, en: en as Dictionary, pt: pt as Dictionary }

const each = (read: (d: Dictionary) => string): LocalizedText => Object.fromEntries(LANGUAGES.map((lang) => [lang, read(DICTIONARIES[lang])])) as LocalizedText
const cards = (pairs: [string, string][]) => pairs.map(([title, text]) => `- **${title}**\n  ${text}`).join('\n')

const legalServices = ['contracts', 'dueDiligence', 'notarial', 'tax', 'disputes', 'preventive'] as const
const legalSteps = ['step1', 'step2', 'step3', 'step4'] as const
const legalPartners = ['p1', 'p2', 'p3'] as const
const aboutValues = ['trust', 'excellence', 'commitment'] as const

export const DEFAULT_SITE_CONTENT: SiteContent = {
  hero: { title: each((d) => d.home.hero.title), subtitle: each((d) => d.home.hero.subtitle), searchPlaceholder: each((d) => d.home.hero.searchPlaceholder) },
  promo: { title: each((d) => d.home.legal.title), text: each((d) => d.home.legal.text), cta: each((d) => d.home.legal.cta) },
  about: {
    title: each((d) => d.about.hero.title),
    subtitle: each((d) => d.about.hero.subtitle),
    sections: [
      { title: each((d) => d.about.mission.title), text: each((d) => d.about.mission.text) },
      {
        title: each((d) => d.about.values.title),
        text: each((d) => cards(aboutValues.map((key) => [d.about.values[key], d.about.values[`${key}Text`]]))),
      },
    ],
  },
  legal: {
    title: each((d) => d.legal.hero.title),
    subtitle: each((d) => d.legal.hero.subtitle),
    sections: [
      {
        title: each((d) => d.legal.services.title),
        text: each((d) => cards(legalServices.map((key) => [d.legal.services[key], d.legal.services[`${key}Text`]]))),
      },
      { title: each((d) => d.legal.process.title), text: each((d) => legalSteps.map((key, i) => `${i + 1}. **${d.legal.process[key]}**\n   ${d.legal.process[`${key}Text`]}`).join('\n')) },
      {
        title: each((d) => d.legal.partners.title),
        text: each((d) => cards(legalPartners.map((key) => [d.legal.partners[key], d.legal.partners[`${key}Text`]]))),
      },
    ],
  },
  contact: { title: each((d) => d.contactPage.hero.title), intro: each((d) => d.contactPage.hero.subtitle) },
}
