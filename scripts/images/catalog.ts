import type { Tone } from './palettes.ts';
import type { Detail, Scene } from './scenes.ts';

/**
 * Every image the public site shows, one line each. `npm run images` turns this list into files under
 * public/images/ and the manifest app/content/images.generated/ (typed by app/content/images.ts). An image's
 * file name is its title in kebab case: a real photo saved as assets/photos/<folder>/<name>.jpg replaces its
 * placeholder. The NDA portal's confidential sheets are not here: they are objects in the private bucket
 * (`npm run nda:plans`, docs/decisions/077).
 */

/** The /gallery categories, in the order the site lists them (docs/product.md §6.9). */
export const galleryCategories = [
  'Retail',
  'Commercial',
  'Stick Frame',
  'Panelized Kit Framing',
  'Foundations',
  'Residential',
  'Driveways',
  'Interior',
  'Hospitality ReBrand',
  'Framing',
  'Emergency',
  'Panelized',
] as const;

export type GalleryCategory = (typeof galleryCategories)[number];

export interface CatalogImage {
  title: string;
  alt: string;
  description?: string;
  category?: GalleryCategory;
  /** Key of a grouped set's record, e.g. the division an image belongs to. */
  group?: string;
  /** What the placeholder draws and in which colours; a real photo ignores all three. */
  scene: Scene;
  tone: Tone;
  /** Pins a feature the title or alt text promises, where the scene would otherwise pick at random. */
  detail?: Detail;
}

export interface ImageSet {
  /** Folder under assets/photos/ and public/images/. */
  folder: string;
  /** Name of the set in the manifest. */
  exportName: string;
  /** A grouped set is exported as a record of lists keyed by each image's `group`. */
  grouped?: boolean;
  aspect: { width: number; height: number };
  /** The widths written as WebP for `srcSet`, chosen by how wide the pages show the set. */
  widths: readonly number[];
  /** Width of the one JPEG fallback in `src`, for clients without WebP or `srcset` (hero: link previews too). */
  fallbackWidth: number;
  images: readonly CatalogImage[];
}

/** An image's file name: its title in kebab case ('Roof Panel Lift' is roof-panel-lift). */
export const slug = (title: string) =>
  title
    .toLowerCase()
    .replaceAll('&', 'and')
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '');

const sceneOfCategory: Record<GalleryCategory, Scene> = {
  Retail: 'storefronts',
  Commercial: 'offices',
  'Stick Frame': 'stickFrame',
  'Panelized Kit Framing': 'panelKit',
  Foundations: 'foundation',
  Residential: 'houses',
  Driveways: 'driveway',
  Interior: 'interior',
  'Hospitality ReBrand': 'hotel',
  Framing: 'podiumFrame',
  Emergency: 'storm',
  Panelized: 'panelLift',
};

// Alt texts describe only what a placeholder always shows (or what its `detail` pins), so they stay true now
// and still fit a real photo of the same subject later.

/** A /gallery photo: its category decides the picture and colours. */
const photo = (
  category: GalleryCategory,
  title: string,
  description: string,
  alt: string,
  detail?: Detail,
): CatalogImage => ({
  category,
  title,
  description,
  alt,
  scene: sceneOfCategory[category],
  tone: category,
  ...(detail === undefined ? {} : { detail }),
});

/** Any other image: the scene and palette are chosen per line. */
const picture = (
  scene: Scene,
  tone: Tone,
  title: string,
  alt: string,
  extra: { description?: string; detail?: Detail } = {},
): CatalogImage => ({ title, alt, scene, tone, ...extra });

const division = (group: string, image: CatalogImage): CatalogImage => ({ ...image, group });

const wide = { width: 16, height: 9 };
const landscape = { width: 3, height: 2 };
const card = { width: 4, height: 3 };

export const imageSets: readonly ImageSet[] = [
  {
    folder: 'hero',
    exportName: 'heroImages',
    aspect: wide,
    widths: [480, 960, 1600],
    fallbackWidth: 960,
    images: [
      picture(
        'offices',
        'Commercial',
        'Downtown Mixed-Use Rising',
        'A mid-rise building under construction beside finished office towers, with a tower crane over it.',
      ),
      picture(
        'panelLift',
        'Panelized',
        'Wall Panels Set Before Noon',
        'A tower crane lowers a prefabricated panel onto the frame of a new home.',
      ),
      picture(
        'houses',
        'Residential',
        'Hillside Homes Complete',
        'A row of new gabled family homes with trees and a low fence.',
      ),
      picture(
        'storefronts',
        'Retail',
        'Shopping Center Facelift',
        'A row of renovated shopfronts with striped awnings, new sign bands and full-height glass.',
      ),
      picture(
        'sitePlan',
        'Hawaii',
        'Big Island Subdivision Plan',
        'A site plan of a coastal subdivision: streets lined with lots, a central park and the shoreline.',
      ),
      picture(
        'podiumFrame',
        'Framing',
        'Podium Apartments Framed',
        'Wood framing rising several stories on a concrete podium, with shear walls going on at one end.',
      ),
      picture(
        'foundation',
        'Foundations',
        'Foundation Day',
        'A section through an excavation showing footings with rebar, stem walls and a fresh slab, an excavator alongside.',
        { detail: 'footings' },
      ),
      picture(
        'hotel',
        'Hospitality ReBrand',
        'Boutique Hotel Reopening',
        'A hotel tower with scaffolding on one side, a new rooftop sign and an entrance canopy flanked by palms.',
      ),
      picture(
        'stickFrame',
        'Stick Frame',
        'Craftsman Frame Topped Out',
        'A two-story stick-framed house with its gable truss set, lumber stacked and a ladder against the wall.',
        { detail: 'two-story' },
      ),
      picture(
        'interior',
        'Interior',
        'Open Kitchen Reveal',
        'A finished open kitchen with a long island in front of windows looking onto the hills.',
        { detail: 'counter' },
      ),
      picture(
        'panelKit',
        'Panelized Kit Framing',
        'Kit Home Delivered',
        'Numbered panels stacked on pallets beside a kit home going up.',
      ),
      picture(
        'offices',
        'Commercial',
        'Medical Office Completed',
        'Finished glass-fronted office buildings with a crane still working on the last one.',
      ),
      picture(
        'driveway',
        'Driveways',
        'New Driveway Finish',
        'A new paver driveway leading up to a house, edged with a contrasting border between lawns.',
        { detail: 'pavers' },
      ),
      picture(
        'storm',
        'Emergency',
        'Storm Response Team',
        'A storm-damaged house with a tarp over the roof, sandbags at the door and a striped barrier in front.',
      ),
      picture('houses', 'Oregon', 'Cul-de-sac Homes', 'New family homes and young trees along a quiet street.'),
      picture(
        'storefronts',
        'California',
        'Jewelry Store Build-Out',
        'A boutique shopfront with a display window between renovated neighbors.',
      ),
      picture(
        'podiumFrame',
        'Stick Frame',
        'Apartments Over Retail',
        'A mixed-use building framed above a ground floor of shops, the roof line dimensioned.',
        { detail: 'shops' },
      ),
      picture(
        'crew',
        'Crew',
        'Crew Briefing at Sunrise',
        'A framing crew in hard hats and high-visibility vests standing together on site.',
      ),
    ],
  },
  {
    folder: 'portfolio',
    exportName: 'portfolioImages',
    aspect: card,
    widths: [480, 960],
    fallbackWidth: 480,
    images: [
      picture(
        'houses',
        'Residential',
        'Coastal Family Residence',
        'Coastal family homes with gabled roofs, large windows and trees.',
      ),
      picture(
        'offices',
        'Commercial',
        'Harbor Office Center',
        'Glass office buildings with another rising under a tower crane.',
      ),
      picture(
        'storefronts',
        'Retail',
        'Custom Jewelry Boutique',
        'A jewelry boutique shopfront with a display window and a new sign band.',
      ),
      picture(
        'interior',
        'Commercial',
        'Medical Suite Tenant Improvement',
        'A bright reception area with a long counter in front of a window wall.',
        { detail: 'counter' },
      ),
    ],
  },
  {
    folder: 'divisions',
    exportName: 'divisionImages',
    grouped: true,
    aspect: card,
    widths: [480, 960],
    fallbackWidth: 480,
    images: [
      division(
        'hawaii',
        picture(
          'sitePlan',
          'Hawaii',
          'Hawaii Subdivision Concept Plan',
          'Concept site plan of a Big Island subdivision: lots along streets, a park and the coastline.',
        ),
      ),
      division(
        'hawaii',
        picture(
          'hotel',
          'Hawaii',
          'Hawaii Resort Renovation Concept',
          'Concept elevation of a resort hotel renovation with palms, a new canopy and scaffolding.',
        ),
      ),
      division(
        'california',
        picture(
          'storefronts',
          'California',
          'California Retail Renovation Concept',
          'Concept elevation of a renovated retail row with awnings and new storefront glass.',
        ),
      ),
      division(
        'california',
        picture(
          'houses',
          'California',
          'California Infill Homes Concept',
          'Concept elevation of new infill family homes on a sunny residential street.',
        ),
      ),
      division(
        'oregon',
        picture(
          'stickFrame',
          'Oregon',
          'Oregon Timber Frame Concept',
          'Concept elevation of a timber-framed home with its roof truss set.',
        ),
      ),
      division(
        'oregon',
        picture(
          'sitePlan',
          'Oregon',
          'Oregon Subdivision Concept Plan',
          'Concept site plan of an Oregon subdivision beside a river, with phased lots and a park.',
        ),
      ),
    ],
  },
  {
    folder: 'gallery',
    exportName: 'galleryImages',
    aspect: card,
    // A 4:3 photo fills a full-screen lightbox at about 1200 px wide; the grid shows 480 or 960.
    widths: [480, 960, 1280],
    fallbackWidth: 480,
    images: [
      photo(
        'Retail',
        'Corner Market Facade Refresh',
        'New storefront glazing, awning and sign band for a neighborhood grocer, finished in eleven working days.',
        'A corner grocery storefront with a striped awning and full-height glass.',
      ),
      photo(
        'Retail',
        'Jewelry Boutique Build-Out',
        'Security glazing, custom display casework and warm accent lighting for a downtown jeweler.',
        'A row of boutique shopfronts with new sign bands, awnings and display windows.',
      ),
      photo(
        'Retail',
        'Strip Center Tenant Row',
        'Five tenant frontages re-clad in one phase while every shop stayed open for business.',
        'A row of small shops with matching sign bands and striped awnings.',
      ),
      photo(
        'Retail',
        'Bakery Shopfront and Counter',
        'A fold-open service window, quarry-tile floor and ventilated display counter for a family bakery.',
        'A bakery storefront with a striped awning over its wide front window.',
      ),
      photo(
        'Retail',
        'Outdoor Outfitter Flagship',
        'A two-story retail shell with a timber-clad entry and a mezzanine for gear fittings.',
        'An outdoor store in a row of shops, with a striped awning and tall glass frontage.',
      ),
      photo(
        'Retail',
        'Pharmacy Drive-Through Addition',
        'A covered drive-through lane and pickup window added to a working pharmacy without closing it.',
        'A pharmacy frontage in a retail row, with a sign band over the entrance and street lamps in front.',
      ),
      photo(
        'Retail',
        'Bookshop Mezzanine Renovation',
        'A steel-framed reading mezzanine inserted into a high-ceilinged bookshop between seasons.',
        'A bookshop front with tall display windows and a new sign.',
      ),
      photo(
        'Retail',
        'Mall Anchor Entrance Upgrade',
        'A taller glazed entrance, new canopy and accessible doors for a regional mall anchor store.',
        'Renovated shopfronts with glass walls, sign bands and awnings at a mall entrance.',
      ),
      photo(
        'Retail',
        'Garden Center Canopy',
        'A long timber canopy over the outdoor plant yard, built in sections to keep sales going.',
        'A garden center storefront with striped awnings along its glass front.',
      ),
      photo(
        'Retail',
        'Pop-Up Kiosk Program',
        'Six modular kiosks built in the shop and installed overnight across two shopping centers.',
        'A shopping center frontage with a row of small units under striped awnings.',
      ),
      photo(
        'Commercial',
        'Three-Story Medical Office',
        'A steel-framed medical office with a curtain-wall front, delivered two weeks ahead of schedule.',
        'A glass-fronted medical office beside a building still under construction with a tower crane.',
      ),
      photo(
        'Commercial',
        'Tech Campus Tenant Improvement',
        'Two floors of open offices, focus rooms and a cafe fitted out inside an existing shell.',
        'Campus office buildings with bands of glass, one still rising beside a crane.',
      ),
      photo(
        'Commercial',
        'Credit Union Branch',
        'A ground-up branch with a drive-up lane, secure vault room and community meeting space.',
        'A glass-fronted branch building among offices, with a crane working next door.',
      ),
      photo(
        'Commercial',
        'Light Industrial Warehouse',
        'A tilt-up warehouse with dock doors, mezzanine offices and a solar-ready roof.',
        'Commercial buildings with glass office floors and a tower crane over the one under construction.',
      ),
      photo(
        'Commercial',
        'Dental Clinic Shell',
        'The core and shell of a two-suite dental clinic, with plumbing roughed in for twelve chairs.',
        'A clinic building with bands of windows, its neighbor framed in concrete under a crane.',
      ),
      photo(
        'Commercial',
        'Professional Office Park',
        'Three two-story buildings around a shared courtyard, built in two phases on one site.',
        'Office buildings of different heights with trees at their base and a crane over one.',
      ),
      photo(
        'Commercial',
        'Veterinary Hospital',
        'Exam rooms, surgery suite and kennels with sound-rated walls and washable finishes throughout.',
        'A veterinary hospital with a glass front next to a building under construction.',
      ),
      photo(
        'Commercial',
        'Self-Storage Facility',
        'A four-story climate-controlled storage building with a glazed stair tower and loading canopy.',
        'A tall storage building with glazed floors and a tower crane alongside.',
      ),
      photo(
        'Commercial',
        'Distribution Center Office Wing',
        'A two-story office wing added to a working distribution center with no loss of dock time.',
        'An office wing under construction beside a finished distribution building.',
      ),
      photo(
        'Commercial',
        'Municipal Service Yard',
        'A vehicle maintenance bay, wash rack and crew building for a city public works yard.',
        'Public works buildings with glazed offices, one still under construction beside a crane.',
      ),
      photo(
        'Stick Frame',
        'Two-Story Craftsman Frame',
        'A classic two-story frame with headers sized for wide craftsman windows and a deep front porch.',
        'A two-story wood frame with studs, window headers and a gable truss.',
        'two-story',
      ),
      photo(
        'Stick Frame',
        'Hillside Duplex Walls',
        'Stepped wall framing for a duplex on a slope, each unit with its own entry level.',
        'Wall framing for a duplex with a ladder against it and lumber stacked nearby.',
      ),
      photo(
        'Stick Frame',
        'Garage with ADU Above',
        'A detached garage framed to carry a one-bedroom accessory dwelling on the upper floor.',
        'A two-story garage frame of studs and window openings under a gable truss.',
        'two-story',
      ),
      photo(
        'Stick Frame',
        'Custom Home Roof Trusses',
        'Engineered gable trusses set in one day on a custom home with a vaulted living room.',
        'A gable roof truss set on top of a framed house.',
      ),
      photo(
        'Stick Frame',
        'Cottage Cluster Framing',
        'Four small cottages framed in sequence around a shared garden on one lot.',
        'A small cottage frame with sheathing going on the first wall.',
      ),
      photo(
        'Stick Frame',
        'Coastal Bungalow Frame',
        'A single-story bungalow framed with hurricane ties and extra nailing for the coastal wind zone.',
        'A bungalow frame with window openings and stacked lumber.',
      ),
      photo(
        'Stick Frame',
        'Vaulted Great Room',
        'A two-story great room with a tall window wall and a ridge beam carried on posts.',
        'A tall framed wall with window openings under a gable truss.',
        'two-story',
      ),
      photo(
        'Stick Frame',
        'Townhome Party Walls',
        'Fire-rated double-stud party walls between three townhomes, inspected on the first visit.',
        'Framed walls with openings for windows and doors under a gable truss.',
      ),
      photo(
        'Stick Frame',
        'Farmhouse Porch Framing',
        'A wraparound porch framed on the front of a farmhouse, with a new beam over the entry.',
        'A house frame with a sheathed corner and a lumber pile beside it.',
      ),
      photo(
        'Panelized Kit Framing',
        'Kit Home Delivery Day',
        'Every wall, floor and roof panel of a three-bedroom kit home delivered on two trucks.',
        'Stacks of numbered panels on pallets beside a kit home shell.',
      ),
      photo(
        'Panelized Kit Framing',
        'Numbered Wall Panel Set',
        'Wall panels numbered to the plan sheet, so the crew sets them in order without measuring.',
        'Numbered wall panels stacked on pallets beside a kit home.',
      ),
      photo(
        'Panelized Kit Framing',
        'ADU Kit in Three Days',
        'A backyard accessory dwelling kit closed in three working days from delivery.',
        'A small kit home shell with panels stacked beside it.',
      ),
      photo(
        'Panelized Kit Framing',
        'Cabin Kit on Piers',
        'A mountain cabin kit set on concrete piers where a full foundation was not practical.',
        'A compact cabin kit shell with numbered panels stacked beside it.',
      ),
      photo(
        'Panelized Kit Framing',
        'Two-Bedroom Kit Shell',
        'A two-bedroom kit shell with factory-cut openings for every window and door.',
        'A kit home shell with wall panels standing and more stacked on the ground.',
      ),
      photo(
        'Panelized Kit Framing',
        'Kit Roof Cassettes',
        'Insulated roof cassettes that arrive ready to lift, cutting days off the roofing schedule.',
        'Stacks of labelled panels, roof panels among them, beside a house.',
      ),
      photo(
        'Panelized Kit Framing',
        'Backyard Studio Kit',
        'A single-room studio kit for a home office, set on a slab poured the week before.',
        'A small studio shell with numbered panels waiting on pallets.',
      ),
      photo(
        'Panelized Kit Framing',
        'Island Kit Home Staging',
        'Kit panels staged in the order of assembly on a tight island lot with one access road.',
        'Panel stacks lined up beside a kit home shell.',
      ),
      photo(
        'Foundations',
        'Post-Tensioned Slab Pour',
        'A post-tensioned slab placed in one continuous pour for a home on expansive clay.',
        'A section through a new slab foundation with rebar and anchor bolts, an excavator alongside.',
      ),
      photo(
        'Foundations',
        'Hillside Caisson Piers',
        'Drilled piers carried to bedrock under a hillside home, with grade beams tying them together.',
        'A section through drilled piers reaching deep into layered soil, with an excavator at the edge.',
        'piers',
      ),
      photo(
        'Foundations',
        'Stem Wall and Crawlspace',
        'Stem walls and footings for a raised floor with a vented crawlspace and vapor barrier.',
        'A section through stem walls on footings around a shallow crawlspace.',
        'footings',
      ),
      photo(
        'Foundations',
        'Retaining Wall Footings',
        'Reinforced footings for a 9-foot retaining wall that opens up a level backyard.',
        'A section through reinforced footings with a string line staked above.',
        'footings',
      ),
      photo(
        'Foundations',
        'Seismic Retrofit Bolting',
        'New anchor bolts and hold-downs tying an older house to its foundation for earthquakes.',
        'A section through a foundation with anchor bolts along the slab edge.',
      ),
      photo(
        'Foundations',
        'Basement Excavation',
        'A full basement dug, shored and waterproofed between two neighboring homes.',
        'A wide excavation in layered soil with footings at the bottom and an excavator beside it.',
        'footings',
      ),
      photo(
        'Foundations',
        'Grade Beam for a Sloped Lot',
        'A stepped grade beam that keeps a long house level across a gently sloping lot.',
        'A section through a grade beam on drilled piers below a new slab.',
        'piers',
      ),
      photo(
        'Foundations',
        'Volcanic Rock Footings',
        'Footings drilled and pinned into volcanic rock for a new home on the Big Island.',
        'A section through rocky soil with drilled and pinned piers under a slab.',
        'piers',
      ),
      photo(
        'Residential',
        'Hillside Family Home',
        'A four-bedroom home stepped into a hillside, with a garage below and living rooms on top.',
        'New family homes with gabled roofs, trees and a low fence.',
      ),
      photo(
        'Residential',
        'Infill Duplex',
        'A side-by-side duplex on a narrow infill lot, each unit with its own yard and entry.',
        'Gabled homes side by side on a narrow street behind a low fence.',
      ),
      photo(
        'Residential',
        'Coastal Remodel',
        'A 1960s beach house opened up, re-roofed and re-sided with salt-resistant materials.',
        'Remodeled homes with new roofs and windows behind a low fence.',
      ),
      photo(
        'Residential',
        'Second-Story Addition',
        'A full second story added over a single-story ranch while the family lived at home.',
        'A house with a new roof among its neighbors, trees between them.',
      ),
      photo(
        'Residential',
        'Accessory Dwelling Unit',
        'A one-bedroom backyard cottage with its own entry, kitchen and laundry.',
        'Small gabled homes with trees between them and a fence in front.',
      ),
      photo(
        'Residential',
        'Ranch House Renewal',
        'New windows, siding, roof and a wider front door for a 1970s ranch house.',
        'Single-story homes with new roofs and windows along a fenced street.',
      ),
      photo(
        'Residential',
        'Three-Home Cul-de-sac',
        'Three custom homes built together at the end of a cul-de-sac, sharing one crew and schedule.',
        'New homes with gabled roofs on a quiet street.',
      ),
      photo(
        'Residential',
        'Mountain View Cabin',
        'A compact cabin with a steep roof for snow load and a wall of glass facing the peaks.',
        'Small gabled homes among trees.',
      ),
      photo(
        'Residential',
        'Townhome Row',
        'Four attached townhomes with private garages, built to one energy-efficient specification.',
        'A row of new homes with small front yards behind a fence.',
      ),
      photo(
        'Residential',
        'Net-Zero Ready Home',
        'A tightly sealed, well-insulated home wired and plumbed for solar panels and a heat pump.',
        'New family homes with simple gabled roofs and large windows.',
      ),
      photo(
        'Driveways',
        'Permeable Paver Driveway',
        'Permeable pavers over a gravel bed that lets rainwater soak in instead of running off.',
        'A paver driveway leading up to a house, with lawn on both sides.',
        'pavers',
      ),
      photo(
        'Driveways',
        'Stamped Concrete Approach',
        'A stamped and stained concrete approach with a contrasting border and control joints.',
        'A concrete driveway with a contrasting border leading up to a house.',
        'slabs',
      ),
      photo(
        'Driveways',
        'Circular Entry Drive',
        'A curved entry drive that lets guests drop off at the front door and leave forwards.',
        'A wide driveway sweeping up to a house between shrubs.',
      ),
      photo(
        'Driveways',
        'Hillside Driveway with Drainage',
        'A steep driveway regraded with a trench drain at the garage and a grooved surface.',
        'A driveway rising to a house between lawns and shrubs.',
      ),
      photo(
        'Driveways',
        'Exposed Aggregate Drive',
        'An exposed aggregate finish that hides tire marks and grips well when wet.',
        'A textured concrete driveway edged with a border in front of a house.',
        'aggregate',
      ),
      photo(
        'Driveways',
        'Shared Driveway Replacement',
        'A cracked shared driveway replaced in two halves so both neighbors kept access.',
        'A long concrete driveway with control joints leading to a house.',
        'slabs',
      ),
      photo(
        'Driveways',
        'Gravel-to-Concrete Upgrade',
        'A rutted gravel drive replaced with reinforced concrete and new edge planting.',
        'A new concrete driveway leading to a house between lawns and shrubs.',
        'slabs',
      ),
      photo(
        'Interior',
        'Open Kitchen Remodel',
        'A closed galley kitchen opened to the living room with a long island and new lighting.',
        'An open kitchen with a long island in front of a window wall.',
        'counter',
      ),
      photo(
        'Interior',
        'Office Fit-Out',
        'A tenant floor fitted with glass meeting rooms, a kitchen point and acoustic ceilings.',
        'An office interior with a long counter and a window wall.',
        'counter',
      ),
      photo(
        'Interior',
        'Restaurant Dining Room',
        'A sixty-seat dining room with a banquette wall, bar counter and warm layered lighting.',
        'A dining room with a long table and chairs in front of the windows.',
        'table',
      ),
      photo(
        'Interior',
        'Primary Suite Bathroom',
        'A curbless shower, double vanity and heated floor in a remodeled primary bathroom.',
        'A bright bathroom with a long vanity below the windows.',
        'counter',
      ),
      photo(
        'Interior',
        'Loft Conversion',
        'An unused attic turned into a bedroom loft with dormer windows and built-in storage.',
        'A loft room with a sofa on a rug, wooden floors and windows.',
        'sofa',
      ),
      photo(
        'Interior',
        'Clinic Waiting Room',
        'A calm waiting room with a reception counter, durable finishes and daylight from the front.',
        'A waiting area with a long bench seat on a rug in front of the windows.',
        'sofa',
      ),
      photo(
        'Interior',
        'Retail Interior Fixtures',
        'Custom display counters and wall shelving built in the shop and installed over one weekend.',
        'A shop interior with a long display counter in front of the windows.',
        'counter',
      ),
      photo(
        'Interior',
        'Conference Suite',
        'A boardroom and two breakout rooms with writable walls and integrated video equipment.',
        'A conference room with a long table and chairs in front of the windows.',
        'table',
      ),
      photo(
        'Interior',
        'Stair and Railing Rebuild',
        'A worn stair rebuilt with oak treads, a steel stringer and a glass guard rail.',
        'A living room with wooden floors, a sofa and tall windows.',
        'sofa',
      ),
      photo(
        'Hospitality ReBrand',
        'Roadside Inn Brand Refresh',
        'A new facade color scheme, signage and lobby for a two-story roadside inn.',
        'A hotel with a new sign on the roof and scaffolding on one side.',
      ),
      photo(
        'Hospitality ReBrand',
        'Boutique Hotel Lobby',
        'A lobby, bar and front desk rebuilt to a new brand standard in six weeks.',
        'A hotel tower with an entrance canopy and palms along the street.',
      ),
      photo(
        'Hospitality ReBrand',
        'Resort Pool Cabanas',
        'Twelve shaded pool cabanas and a new pool bar for a resort reflag.',
        'A resort hotel with palm trees and a wide canopy at its base.',
      ),
      photo(
        'Hospitality ReBrand',
        'Extended-Stay Suites',
        'Eighty rooms converted to extended-stay suites with kitchenettes, floor by floor.',
        'A multi-story hotel with balcony bands and a new sign on top.',
      ),
      photo(
        'Hospitality ReBrand',
        'Hotel Porte-Cochere',
        'A steel porte-cochere over the arrival drive, built while guests kept arriving.',
        'A hotel entrance with a long canopy in front of the tower.',
      ),
      photo(
        'Hospitality ReBrand',
        'Cafe Chain Conversion',
        'A former diner converted to a new cafe brand: counter, seating and exterior graphics.',
        'A hospitality building with a new sign and scaffolding on the facade.',
      ),
      photo(
        'Hospitality ReBrand',
        'Motor Lodge Exterior Rework',
        'New siding, railings and lighting that bring a 1960s motor lodge up to a new brand.',
        'A hotel facade with rows of windows, railings and a sign on the roof.',
      ),
      photo(
        'Hospitality ReBrand',
        'Guest Room Floor Renewal',
        'Guest room floors renewed in sequence so the hotel never closed more than one floor.',
        'A hotel tower with scaffolding partway up and a new rooftop sign.',
      ),
      photo(
        'Framing',
        'Four-Story Podium Frame',
        'Four stories of wood framing over a concrete podium with parking below.',
        'A multi-story wood frame on a concrete podium with garage openings.',
        'garage',
      ),
      photo(
        'Framing',
        'Apartment Over Retail',
        'Two floors of apartments framed above ground-floor shops on a main street corner.',
        'Apartment framing above a concrete ground floor of shopfronts.',
        'shops',
      ),
      photo(
        'Framing',
        'Senior Living Wing',
        'A three-story senior living wing with wide corridors and framed-in grab bar blocking.',
        'A long multi-story wood frame with window openings on every floor.',
      ),
      photo(
        'Framing',
        'Shear Wall Installation',
        "Plywood shear walls nailed to the engineer's schedule and inspected floor by floor.",
        'A framed building with sheathed shear walls at one end.',
      ),
      photo(
        'Framing',
        'Timber Stair Tower',
        "A framed stair tower that doubles as the building's main lateral brace.",
        'A tall wood frame with a sheathed section on a podium base.',
      ),
      photo(
        'Framing',
        'Steel and Wood Hybrid',
        'Steel moment frames at the ground floor carrying three stories of wood framing above.',
        'Wood framing over a concrete base, its width dimensioned above.',
      ),
      photo(
        'Framing',
        'Student Housing Block',
        'A 96-bed student housing block framed in nine weeks on a tight campus site.',
        'A wide multi-story frame with rows of window openings above a podium.',
      ),
      photo(
        'Framing',
        'Mixed-Use Corner Frame',
        'A corner building framed with a chamfered entry and a roof deck for residents.',
        'A wood-framed building over a ground floor of shops with a roof line dimension.',
        'shops',
      ),
      photo(
        'Emergency',
        'Storm Roof Tarping',
        'Roof tarped within hours of a winter storm to keep the rain out until permanent repairs.',
        'A house with a blue tarp over part of its roof in the rain.',
      ),
      photo(
        'Emergency',
        'Fallen Tree Removal and Repair',
        'A fallen oak removed from a roof, the rafters shored and the opening closed the same day.',
        'A tree trunk lying against a house roof with sandbags at the door.',
        'fallen-tree',
      ),
      photo(
        'Emergency',
        'Flood Water Mitigation',
        'Sandbag walls, pumps and drying equipment set up before the creek crested.',
        'A house standing in flood water with sandbags stacked at the entrance.',
        'flood',
      ),
      photo(
        'Emergency',
        'Fire Damage Board-Up',
        'Openings boarded and the structure checked after a kitchen fire, ready for the adjuster.',
        'A damaged house with a tarped roof behind a striped safety barrier.',
      ),
      photo(
        'Emergency',
        'Burst Pipe Ceiling Repair',
        'Water shut off, ceilings opened and dried, and the pipe replaced within a day.',
        'A house in the rain with sandbags at the door and a striped barrier in front.',
      ),
      photo(
        'Emergency',
        'Wind-Damaged Carport',
        'A collapsed carport made safe overnight and rebuilt with heavier connectors.',
        'A storm scene with a damaged roof, a tarp and a striped barrier.',
      ),
      photo(
        'Panelized',
        'Crane Set Wall Panels',
        'Exterior wall panels set by crane, closing in a two-story home in one day.',
        'A tower crane lowering a prefabricated panel onto a house frame.',
      ),
      photo(
        'Panelized',
        'Factory-Built Floor Cassettes',
        'Floor cassettes with joists, sheathing and blocking installed at the plant.',
        'A crane lifting a panel over a house with panels already set.',
      ),
      photo(
        'Panelized',
        'Panelized Apartment Walls',
        'Wall panels for a three-story apartment building, set one floor per week.',
        'Prefabricated panels being set by crane on a partly enclosed building.',
      ),
      photo(
        'Panelized',
        'Roof Panel Lift',
        'Insulated roof panels lifted into place in a single morning.',
        'A crane hook carrying a panel over a partly closed-in house.',
      ),
      photo(
        'Panelized',
        'Panelized Warehouse Office',
        'A two-story office inside a warehouse, framed from panels to avoid a long shutdown.',
        'A panelized shell with a crane lifting the next panel.',
      ),
      photo(
        'Panelized',
        'Two-Day Shell Enclosure',
        'The whole shell of a house enclosed in two days with a crane and a crew of six.',
        'A crane swinging a numbered panel to a house shell.',
      ),
      photo(
        'Panelized',
        'Panelized Duplex Set',
        'Both units of a duplex set from panels in the same week as the slab cured.',
        'A duplex shell with wall panels set and another being lowered by crane.',
      ),
    ],
  },
  {
    folder: 'residential',
    exportName: 'residentialImages',
    aspect: landscape,
    // The slider shows 960 or 1600; its thumbnails use 320.
    widths: [320, 960, 1600],
    fallbackWidth: 480,
    images: [
      picture('houses', 'Residential', 'Model Home Elevation', 'Model homes with front windows among young trees.', {
        description: 'The model home that shows buyers the finished standard of every lot.',
      }),
      picture(
        'panelLift',
        'Panelized',
        'Panelized Wall Set',
        "A crane lowering a prefabricated panel onto a home's frame.",
        { description: 'Wall panels arrive framed and sheathed, so a house is closed in within days.' },
      ),
      picture(
        'stickFrame',
        'Stick Frame',
        'Stick-Framed Two-Story',
        'A two-story stick frame with studs, headers and a gable truss.',
        {
          description: 'The traditional method: every stud cut and nailed on site by the framing crew.',
          detail: 'two-story',
        },
      ),
      picture(
        'interior',
        'Interior',
        'Kit Home Interior',
        'A finished kit home interior with a kitchen island in front of the windows.',
        {
          description: 'Inside a finished kit home: open plan, tall windows and factory-straight walls.',
          detail: 'counter',
        },
      ),
      picture(
        'houses',
        'California',
        'Street of Finished Homes',
        'A street of finished family homes with trees between them.',
        { description: 'A completed street, built in one phase with a shared crew and schedule.' },
      ),
      picture(
        'stickFrame',
        'Framing',
        'Roof Trusses Going Up',
        'A roof truss set on a framed house, with a ladder and stacked lumber.',
        { description: 'Engineered trusses set in a day once the walls are plumbed and braced.' },
      ),
      picture(
        'foundation',
        'Foundations',
        'Foundation and Slab',
        'A section through a slab foundation with footings, rebar and anchor bolts.',
        {
          description: 'Footings, stem walls and slab, poured and inspected before any framing starts.',
          detail: 'footings',
        },
      ),
      picture(
        'driveway',
        'Driveways',
        'Driveway and Landscaping',
        'A new driveway leading to a house between lawns and shrubs.',
        { description: 'Driveway, walkways and planting finish each lot before handover.' },
      ),
      picture(
        'interior',
        'Residential',
        'Finished Great Room',
        'A bright great room with wood floors, a sofa and large windows.',
        { description: 'The great room of a finished home, ready for the family to move in.', detail: 'sofa' },
      ),
    ],
  },
  {
    folder: 'shopping-center-project',
    exportName: 'shoppingCenterProjectImages',
    aspect: landscape,
    widths: [480, 960, 1600],
    fallbackWidth: 480,
    images: [
      picture(
        'storefronts',
        'Foundations',
        'Center Before Renovation',
        'The shopping center before work began: a row of shopfronts in tired gray tones.',
        { description: 'The center as we found it: dated frontages and a failing canopy.' },
      ),
      picture('podiumFrame', 'Framing', 'New Canopy Framing', 'New wood framing going up above a row of shopfronts.', {
        description: 'The old canopy came down in sections; the new frame went up the same week.',
        detail: 'shops',
      }),
      picture(
        'storefronts',
        'Retail',
        'Storefront Glazing',
        'New full-height storefront glass in the renovated frontages.',
        { description: 'New storefront glass, set at night so tenants could trade by day.' },
      ),
      picture(
        'hotel',
        'Hospitality ReBrand',
        'Anchor Tenant Entrance',
        'The anchor store with scaffolding, a new canopy and a rooftop sign.',
        { description: "A taller entrance and new signage for the center's anchor tenant." },
      ),
      picture(
        'driveway',
        'Driveways',
        'Parking Lot Resurfacing',
        'A resurfaced approach with fresh joints and painted edges.',
        { description: 'The parking lot resurfaced in phases to keep half of it open.', detail: 'slabs' },
      ),
      picture(
        'interior',
        'Retail',
        'Common Area Interior',
        'The renovated common area with long bench seating on a rug.',
        { description: 'The common walkway: new ceilings, lighting and seating.', detail: 'sofa' },
      ),
      picture(
        'offices',
        'Commercial',
        'Pad Building Addition',
        'A new pad building rising beside a crane next to finished buildings.',
        { description: 'A new pad building for two restaurants at the edge of the parking lot.' },
      ),
      picture(
        'storefronts',
        'California',
        'Finished Center',
        'The finished shopping center with matching awnings and new sign bands.',
        { description: 'The finished center, delivered under schedule with every tenant open.' },
      ),
    ],
  },
  {
    folder: 'shopping-center-crew',
    exportName: 'shoppingCenterCrewImages',
    aspect: landscape,
    widths: [480, 960, 1600],
    fallbackWidth: 480,
    images: [
      picture(
        'crew',
        'Crew',
        'Morning Safety Briefing',
        'The crew gathered for the morning safety briefing in hard hats and vests.',
        { description: 'Every shift starts with a ten-minute safety briefing.' },
      ),
      picture(
        'crew',
        'Framing',
        'Framing Crew',
        'Framing carpenters in hard hats and vests standing together on site.',
        { description: 'The framing crew that rebuilt the canopy and tenant walls.' },
      ),
      picture('crew', 'Commercial', 'Glazing Crew', 'The glazing crew lined up on site in hard hats.', {
        description: 'Glaziers who set every storefront panel overnight.',
      }),
      picture('crew', 'Foundations', 'Concrete Crew', 'The concrete crew lined up on site in high-visibility vests.', {
        description: 'The concrete crew behind the new footings and walkways.',
      }),
      picture('crew', 'Panelized', 'Electrical Crew', 'Electricians in hard hats standing in front of the building.', {
        description: 'Electricians who rewired lighting and signage for the whole center.',
      }),
      picture('crew', 'Driveways', 'Paving Crew', 'The paving crew standing together in safety vests.', {
        description: 'The paving crew that resurfaced the parking lot in phases.',
      }),
      picture('crew', 'Interior', 'Finish Carpentry Crew', 'Finish carpenters in hard hats and vests on site.', {
        description: 'Finish carpenters who built the common-area seating and trim.',
      }),
      picture(
        'crew',
        'Retail',
        'Full Crew at Completion',
        'Members of the project crew together on the day the center reopened.',
        { description: 'The core crew of sixteen on completion day.' },
      ),
    ],
  },
  {
    folder: 'report-photos',
    exportName: 'reportPhotos',
    aspect: landscape,
    widths: [480, 960],
    fallbackWidth: 480,
    images: [
      picture(
        'storefronts',
        'Retail',
        'New sign band framed across bays 4-9',
        'A row of shopfronts under a new sign band.',
      ),
      picture(
        'storefronts',
        'Commercial',
        'Storefront glazing installed at bays 4-6',
        'Shopfronts with new full-height storefront glass.',
      ),
      picture(
        'storefronts',
        'Foundations',
        'Covered walkway keeping the tenants open',
        'A row of shopfronts along a covered walkway.',
      ),
      picture(
        'podiumFrame',
        'Framing',
        'Tower element steel ready for cladding',
        'A tall structural frame above the shops.',
        {
          detail: 'shops',
        },
      ),
    ],
  },
  {
    folder: 'future-projects',
    exportName: 'futureProjectImages',
    aspect: landscape,
    widths: [480, 960, 1600],
    fallbackWidth: 480,
    images: [
      picture(
        'sitePlan',
        'Hawaii',
        'Hawaii Subdivision Concept',
        'Concept site plan of a Big Island subdivision with lots along streets, a park and the shore.',
        { description: 'About 300 panelized homes above the coast, built in three phases.' },
      ),
      picture(
        'sitePlan',
        'California',
        'California Subdivision Concept',
        'Concept site plan of a California subdivision with phased lots around a park.',
        { description: 'A phased community of panelized homes in Northern California.' },
      ),
      picture(
        'sitePlan',
        'Oregon',
        'Oregon Subdivision Concept',
        'Concept site plan of an Oregon subdivision beside a river, with lots and a park.',
        { description: 'A riverside community planned around green space in Oregon.' },
      ),
    ],
  },
];
