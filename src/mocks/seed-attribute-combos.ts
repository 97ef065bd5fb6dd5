import type { KnownAttributeType } from '../api/attributes';
import { createRandom } from './ids';

/** A seed attribute before it gets its uid and common fields. */
export type AttributeSpec = {
  type: KnownAttributeType;
  alias: string;
  unit?: string;
  /** One entry per seed culture: text, null (stored null) or undefined (key left out). */
  names: (string | null | undefined)[];
  group: number;
};

type Words = readonly [string, string, string, string, string, string];
type Part = { key: string; words: Words };

const part = (key: string, ...words: Words): Part => ({ key, words });

const PACKAGING_LEVELS = [
  part('consumerUnit', 'Consumer unit', 'Forbrugerenhed', 'Verbrauchereinheit', 'Konsumentförpackning', 'Forbrukerenhet', 'Unité consommateur'),
  part('innerCarton', 'Inner carton', 'Inderkarton', 'Innenkarton', 'Innerkartong', 'Innerkartong', 'Carton intérieur'),
  part('outerCarton', 'Outer carton', 'Yderkarton', 'Umkarton', 'Ytterkartong', 'Ytterkartong', 'Carton extérieur'),
  part('pallet', 'Pallet', 'Palle', 'Palette', 'Pall', 'Pall', 'Palette'),
];
const PACKAGING_MEASURES = [
  part('Height', 'height', 'højde', 'Höhe', 'höjd', 'høyde', 'hauteur'),
  part('Width', 'width', 'bredde', 'Breite', 'bredd', 'bredde', 'largeur'),
  part('Depth', 'depth', 'dybde', 'Tiefe', 'djup', 'dybde', 'profondeur'),
  part('WeightGross', 'gross weight', 'bruttovægt', 'Bruttogewicht', 'bruttovikt', 'bruttovekt', 'poids brut'),
];
const CHANNELS = [
  part('webshop', 'Webshop', 'Webshop', 'Webshop', 'Webbutik', 'Nettbutikk', 'Boutique en ligne'),
  part('marketplace', 'Marketplace', 'Markedsplads', 'Marktplatz', 'Marknadsplats', 'Markedsplass', 'Place de marché'),
  part('printCatalogue', 'Print catalogue', 'Trykt katalog', 'Printkatalog', 'Tryckt katalog', 'Trykt katalog', 'Catalogue imprimé'),
  part('mobileApp', 'Mobile app', 'Mobilapp', 'Mobile App', 'Mobilapp', 'Mobilapp', 'Application mobile'),
  part('b2bPortal', 'B2B portal', 'B2B-portal', 'B2B-Portal', 'B2B-portal', 'B2B-portal', 'Portail B2B'),
];
const CHANNEL_FIELDS: { type: KnownAttributeType; part: Part }[] = [
  { type: 'TextAttribute', part: part('Title', 'title', 'titel', 'Titel', 'titel', 'tittel', 'titre') },
  { type: 'TextAttribute', part: part('Teaser', 'teaser', 'teaser', 'Teaser', 'ingress', 'ingress', 'accroche') },
  { type: 'TextAttribute', part: part('Keywords', 'keywords', 'søgeord', 'Suchbegriffe', 'sökord', 'søkeord', 'mots-clés') },
  { type: 'BooleanAttribute', part: part('Visible', 'visible', 'synlig', 'sichtbar', 'synlig', 'synlig', 'visible') },
  { type: 'DateTimeAttribute', part: part('PublishFrom', 'publish from', 'publiceres fra', 'veröffentlichen ab', 'publiceras från', 'publiseres fra', 'publier à partir du') },
  { type: 'AssetReferenceAttribute', part: part('Image', 'image', 'billede', 'Bild', 'bild', 'bilde', 'image') },
];
const MARKETS = [
  part('Denmark', 'Denmark', 'Danmark', 'Dänemark', 'Danmark', 'Danmark', 'Danemark'),
  part('Germany', 'Germany', 'Tyskland', 'Deutschland', 'Tyskland', 'Tyskland', 'Allemagne'),
  part('Sweden', 'Sweden', 'Sverige', 'Schweden', 'Sverige', 'Sverige', 'Suède'),
  part('Norway', 'Norway', 'Norge', 'Norwegen', 'Norge', 'Norge', 'Norvège'),
  part('Canada', 'Canada', 'Canada', 'Kanada', 'Kanada', 'Canada', 'Canada'),
  part('UnitedKingdom', 'United Kingdom', 'Storbritannien', 'Vereinigtes Königreich', 'Storbritannien', 'Storbritannia', 'Royaume-Uni'),
];
const MARKET_FIELDS: { type: KnownAttributeType; unit?: string; part: Part }[] = [
  { type: 'NumberAttribute', unit: 'EUR', part: part('retailPrice', 'Retail price', 'Vejledende udsalgspris', 'UVP', 'Rekommenderat pris', 'Veiledende pris', 'Prix de détail') },
  { type: 'BooleanAttribute', part: part('availableIn', 'Available', 'Tilgængelig', 'Verfügbar', 'Tillgänglig', 'Tilgjengelig', 'Disponible') },
  { type: 'TextAttribute', part: part('legalNotice', 'Legal notice', 'Juridisk note', 'Rechtlicher Hinweis', 'Juridisk information', 'Juridisk merknad', 'Mention légale') },
  { type: 'DateTimeAttribute', part: part('launchDate', 'Launch date', 'Lanceringsdato', 'Markteinführung', 'Lanseringsdatum', 'Lanseringsdato', 'Date de lancement') },
];
const BULLET = part('bulletPoint', 'Bullet point', 'Salgspunkt', 'Aufzählungspunkt', 'Punkt', 'Punkt', 'Point clé');

/** Leaves some translations out and nulls others, as real data does. */
function withGaps(names: string[], random: () => number): (string | null | undefined)[] {
  return names.map((name, i) => {
    if (i === 4 && random() < 0.2) return undefined;
    if (i === 5 && random() < 0.12) return null;
    if (i === 3 && random() < 0.06) return null;
    return name;
  });
}

/** The systematic attributes a real catalogue grows: per packaging level, channel, market. */
export function comboSpecs(): AttributeSpec[] {
  const random = createRandom('attribute-combos');
  const specs: AttributeSpec[] = [];
  for (const level of PACKAGING_LEVELS) {
    for (const measure of PACKAGING_MEASURES) {
      specs.push({
        type: 'NumberAttribute',
        alias: `${level.key}${measure.key}`,
        unit: measure.key === 'WeightGross' ? 'kg' : 'cm',
        names: withGaps(
          level.words.map((word, i) => `${word} ${measure.words[i]}`),
          random,
        ),
        group: 3,
      });
    }
  }
  for (const channel of CHANNELS) {
    for (const field of CHANNEL_FIELDS) {
      specs.push({
        type: field.type,
        alias: `${channel.key}${field.part.key}`,
        names: withGaps(
          channel.words.map((word, i) => `${word} ${field.part.words[i]}`),
          random,
        ),
        group: 8,
      });
    }
  }
  for (const field of MARKET_FIELDS) {
    for (const market of MARKETS) {
      specs.push({
        type: field.type,
        alias: `${field.part.key}${market.key}`,
        unit: field.unit,
        names: withGaps(
          field.part.words.map((word, i) => `${word} – ${market.words[i]}`),
          random,
        ),
        group: 2,
      });
    }
  }
  for (let n = 1; n <= 5; n++) {
    specs.push({
      type: 'TextAttribute',
      alias: `${BULLET.key}${n}`,
      names: withGaps(
        BULLET.words.map((word) => `${word} ${n}`),
        random,
      ),
      group: 2,
    });
  }
  return specs;
}
