import type { DemoScene } from './demoImages.ts'

type CountryId = 'country_ec' | 'country_co' | 'country_pe' | 'country_br'
type TypeName = 'Casa' | 'Apartamento' | 'Terreno' | 'Oficina' | 'Comercial'
type Currency = 'USD' | 'COP' | 'PEN' | 'BRL'

export interface DemoListing {
  title: string
  description: string
  countryId: CountryId
  cityName: string
  neighborhood: string
  address: string
  typeName: TypeName
  priceType: 'sale' | 'rent'
  currency: Currency
  price: number
  area: number
  bedrooms: number | null
  bathrooms: number | null
  garage: number | null
  isOpportunity: boolean
  opportunityPrice: number | null
  legalCosts: number | null
  isFeatured: boolean
  ownerIndex: 0 | 1
  daysAgo: number
  views: number
  photoScenes: DemoScene[]
}

/** The hand-written part of a listing; numbers that only need to look plausible are derived. */
interface BaseListing {
  title: string
  description: string
  countryId: CountryId
  cityName: string
  neighborhood: string
  address: string
  typeName: TypeName
  priceType: 'sale' | 'rent'
  price: number
  area: number
  bedrooms: number | null
  bathrooms: number | null
  garage: number | null
  opportunity?: boolean
  featured?: boolean
}

const CURRENCY: Record<CountryId, Currency> = { country_ec: 'USD', country_co: 'COP', country_pe: 'PEN', country_br: 'BRL' }

const MAIN_SCENE: Record<TypeName, DemoScene> = {
  Casa: 'house',
  Apartamento: 'apartment',
  Terreno: 'land',
  Oficina: 'office',
  Comercial: 'commercial',
}

// ---------------------------------------------------------------- Ecuador (USD)

const ECUADOR: BaseListing[] = [
  {
    title: 'Casa con jardín en Cumbayá',
    description: 'Casa de dos plantas en conjunto cerrado, a cinco minutos del parque central de Cumbayá. Sala con chimenea, cocina abierta con isla y un jardín privado de 150 m² ideal para niños y mascotas. Clima templado todo el año y guardianía las 24 horas.',
    countryId: 'country_ec', cityName: 'Quito', neighborhood: 'Cumbayá', address: 'Av. Pampite y Chimborazo, Conjunto Los Álamos, casa 12',
    typeName: 'Casa', priceType: 'sale', price: 385000, area: 320, bedrooms: 4, bathrooms: 3.5, garage: 2, featured: true,
  },
  {
    title: 'Departamento amoblado junto al parque La Carolina',
    description: 'A una cuadra del parque La Carolina y a pasos del Quicentro Shopping. Dos dormitorios con clósets empotrados, balcón con vista a la ciudad y cocina equipada. Ideal para ejecutivos: el edificio tiene gimnasio, coworking y ascensor con acceso por tarjeta.',
    countryId: 'country_ec', cityName: 'Quito', neighborhood: 'La Carolina', address: 'Av. República de El Salvador N34-127 y Suiza',
    typeName: 'Apartamento', priceType: 'rent', price: 950, area: 85, bedrooms: 2, bathrooms: 2, garage: 1, featured: true,
  },
  {
    title: 'Suite con vista al valle en González Suárez',
    description: 'Suite en edificio de 2019 con vista despejada hacia Guápulo y el valle de Tumbaco. Acabados en porcelanato, ventanales de piso a techo y terraza comunal con BBQ. Los propietarios viajan y aceptan una oferta rápida.',
    countryId: 'country_ec', cityName: 'Quito', neighborhood: 'González Suárez', address: 'Av. González Suárez N27-210 y San Ignacio',
    typeName: 'Apartamento', priceType: 'sale', price: 168000, area: 72, bedrooms: 1, bathrooms: 1.5, garage: 1, opportunity: true, featured: true,
  },
  {
    title: 'Oficina lista para ocupar en Iñaquito',
    description: 'Oficina de 120 m² en el corazón financiero de Quito, con tres ambientes privados, sala de reuniones y área abierta para ocho puestos. Incluye aire acondicionado, piso técnico y dos parqueaderos cubiertos. El edificio cuenta con generador y seguridad permanente.',
    countryId: 'country_ec', cityName: 'Quito', neighborhood: 'Iñaquito', address: 'Av. Naciones Unidas E2-30 y Núñez de Vela, piso 9',
    typeName: 'Oficina', priceType: 'rent', price: 1800, area: 120, bedrooms: null, bathrooms: 2, garage: 2,
  },
  {
    title: 'Terreno plano en Tumbaco',
    description: 'Lote plano de 1.200 m² con todos los servicios básicos y escrituras al día. Está a diez minutos de la Ruta Viva y del aeropuerto, en una calle tranquila rodeada de casas. Perfecto para construir su casa de campo o un pequeño conjunto.',
    countryId: 'country_ec', cityName: 'Quito', neighborhood: 'Tumbaco', address: 'Calle Eugenio Espejo y Juan Montalvo, lote 4',
    typeName: 'Terreno', priceType: 'sale', price: 145000, area: 1200, bedrooms: null, bathrooms: null, garage: null, opportunity: true,
  },
  {
    title: 'Casa con piscina en La Puntilla',
    description: 'Amplia casa de una planta en urbanización privada de Samborondón, con piscina, área social cubierta y jardines maduros. Cuatro dormitorios con baño privado y cuarto de servicio independiente. Cerca de colegios bilingües y centros comerciales.',
    countryId: 'country_ec', cityName: 'Samborondón', neighborhood: 'La Puntilla', address: 'Km 2,5 vía a Samborondón, Urb. Río Grande, manzana C',
    typeName: 'Casa', priceType: 'sale', price: 620000, area: 480, bedrooms: 4, bathrooms: 4.5, garage: 3, featured: true,
  },
  {
    title: 'Departamento frente al río en Puerto Santa Ana',
    description: 'Vive frente al río Guayas con vista al malecón y al cerro Santa Ana. El departamento tiene dos dormitorios, estudio y balcón corrido. El edificio ofrece piscina, gimnasio y seguridad las 24 horas. Precio de oportunidad por traslado de los dueños.',
    countryId: 'country_ec', cityName: 'Guayaquil', neighborhood: 'Puerto Santa Ana', address: 'Malecón del Salado, Puerto Santa Ana, Torre Bellini 2, piso 14',
    typeName: 'Apartamento', priceType: 'sale', price: 235000, area: 110, bedrooms: 2, bathrooms: 2.5, garage: 1, opportunity: true, featured: true,
  },
  {
    title: 'Local comercial en Urdesa Central',
    description: 'Local a pie de calle sobre la avenida Víctor Emilio Estrada, la arteria gastronómica de Urdesa. Fachada de vidrio de ocho metros, baño y bodega posterior. Ideal para restaurante, cafetería o boutique.',
    countryId: 'country_ec', cityName: 'Guayaquil', neighborhood: 'Urdesa', address: 'Av. Víctor Emilio Estrada 612 e Higueras',
    typeName: 'Comercial', priceType: 'rent', price: 2400, area: 140, bedrooms: null, bathrooms: 1, garage: null, featured: true,
  },
  {
    title: 'Oficina en Kennedy Norte',
    description: 'Oficina compacta en edificio corporativo con recepción compartida y salas de reunión que se reservan por horas. Excelente ubicación cerca del Mall del Sol y de la avenida Francisco de Orellana. Buena inversión para alquilar.',
    countryId: 'country_ec', cityName: 'Guayaquil', neighborhood: 'Kennedy Norte', address: 'Av. Joaquín Orrantia y Leopoldo Benítez, Edificio Trade Building',
    typeName: 'Oficina', priceType: 'sale', price: 98000, area: 64, bedrooms: null, bathrooms: 1, garage: 1,
  },
  {
    title: 'Casa colonial restaurada en el centro de Cuenca',
    description: 'Casona patrimonial con patio interior, balcones de madera y techos altos con vigas vistas. Fue restaurada respetando la arquitectura original e incorporando instalaciones nuevas. A tres cuadras del parque Calderón y de la Catedral Nueva.',
    countryId: 'country_ec', cityName: 'Cuenca', neighborhood: 'Centro Histórico', address: 'Calle Presidente Córdova 8-45 y Luis Cordero',
    typeName: 'Casa', priceType: 'sale', price: 410000, area: 380, bedrooms: 5, bathrooms: 3, garage: null,
  },
  {
    title: 'Departamento junto al río Tomebamba',
    description: 'Departamento luminoso a dos cuadras del río Tomebamba, con vista a los jardines del barrio El Ejido. Dos dormitorios, cocina con desayunador y lavandería interna. Se puede caminar al centro histórico y a la Universidad de Cuenca.',
    countryId: 'country_ec', cityName: 'Cuenca', neighborhood: 'El Ejido', address: 'Av. Solano 3-52 y Av. 12 de Abril',
    typeName: 'Apartamento', priceType: 'rent', price: 650, area: 95, bedrooms: 2, bathrooms: 2, garage: 1,
  },
  {
    title: 'Terreno con vista al mar en Barbasquillo',
    description: 'Lote esquinero de 850 m² en la zona de mayor crecimiento de Manta, a tres minutos de la playa. Permite construir hasta cuatro pisos. Vista al océano desde el segundo nivel y escrituras listas para traspaso.',
    countryId: 'country_ec', cityName: 'Manta', neighborhood: 'Barbasquillo', address: 'Vía Barbasquillo, calle M3 y avenida 24',
    typeName: 'Terreno', priceType: 'sale', price: 210000, area: 850, bedrooms: null, bathrooms: null, garage: null, opportunity: true, featured: true,
  },
  {
    title: 'Local frente al malecón de Salinas',
    description: 'Local comercial con vista directa al malecón y alto tránsito de turistas en temporada. Tiene mezzanine, baño y toldo exterior. Perfecto para heladería, tienda de playa o agencia de tours.',
    countryId: 'country_ec', cityName: 'Salinas', neighborhood: 'Chipipe', address: 'Malecón de Salinas y calle 24, local 3',
    typeName: 'Comercial', priceType: 'rent', price: 1500, area: 75, bedrooms: null, bathrooms: 1, garage: null,
  },
  {
    title: 'Local esquinero en San Sebastián, Loja',
    description: 'Local en esquina a una cuadra de la plaza de San Sebastián, en pleno barrio tradicional. Dos frentes con vitrinas amplias y piso de cerámica nuevo. Funciona bien para farmacia, panadería o cafetería.',
    countryId: 'country_ec', cityName: 'Loja', neighborhood: 'San Sebastián', address: 'Calle Bolívar y Lourdes, esquina',
    typeName: 'Comercial', priceType: 'rent', price: 1100, area: 90, bedrooms: null, bathrooms: 1, garage: null,
  },
  {
    title: 'Casa familiar en Ficoa',
    description: 'Casa de dos plantas en la tranquila zona de Ficoa, rodeada de huertos frutales. Sala y comedor independientes, estudio y patio con árboles de durazno. A diez minutos del centro de Ambato.',
    countryId: 'country_ec', cityName: 'Ambato', neighborhood: 'Ficoa', address: 'Av. Los Guaytambos y Los Capulíes',
    typeName: 'Casa', priceType: 'sale', price: 189000, area: 260, bedrooms: 4, bathrooms: 3, garage: 2,
  },
  {
    title: 'Terreno agrícola cerca de la laguna de Yahuarcocha',
    description: 'Media hectárea de tierra fértil con acceso a agua de riego y camino lastrado. Está a diez minutos de Ibarra, con vista a la laguna y al volcán Imbabura. Apto para vivienda campestre o cultivo de aguacate.',
    countryId: 'country_ec', cityName: 'Ibarra', neighborhood: 'Yahuarcocha', address: 'Vía a Yahuarcocha km 3, sector San Miguel',
    typeName: 'Terreno', priceType: 'sale', price: 72000, area: 5000, bedrooms: null, bathrooms: null, garage: null,
  },
  {
    title: 'Departamento de tres dormitorios en Santa Inés',
    description: 'Departamento en planta baja con jardín propio, dentro de un conjunto con piscina temperada y juegos infantiles. Queda a pasos de la avenida Interoceánica y del Paseo San Francisco. Se arrienda con línea blanca incluida.',
    countryId: 'country_ec', cityName: 'Cumbayá', neighborhood: 'Santa Inés', address: 'Calle Francisco de Orellana y Siena, Conjunto Vista Verde',
    typeName: 'Apartamento', priceType: 'rent', price: 1150, area: 120, bedrooms: 3, bathrooms: 2.5, garage: 2,
  },
  {
    title: 'Oficina en torre empresarial de Samborondón',
    description: 'Oficina con vista al río Babahoyo en una de las torres más modernas de la vía a Samborondón. Entregada con divisiones de vidrio y cableado estructurado. Dos parqueaderos y acceso directo al centro comercial.',
    countryId: 'country_ec', cityName: 'Samborondón', neighborhood: 'La Puntilla', address: 'Av. Samborondón km 1,5, Edificio Xima, oficina 705',
    typeName: 'Oficina', priceType: 'sale', price: 145000, area: 78, bedrooms: null, bathrooms: 2, garage: 2,
  },
]

// ---------------------------------------------------------------- Colombia (COP)

const COLOMBIA: BaseListing[] = [
  {
    title: 'Apartamento con terraza en Chapinero Alto',
    description: 'Apartamento con terraza privada de 25 m² y vista a los cerros orientales. Piso en madera, chimenea y cocina abierta con barra. Está a pocas cuadras de la Zona G y de la Quinta Camacho.',
    countryId: 'country_co', cityName: 'Bogotá', neighborhood: 'Chapinero Alto', address: 'Calle 70A # 3-45, apto 502',
    typeName: 'Apartamento', priceType: 'sale', price: 890_000_000, area: 110, bedrooms: 2, bathrooms: 2, garage: 1, featured: true,
  },
  {
    title: 'Apartaestudio amoblado en Usaquén',
    description: 'Apartaestudio moderno a dos cuadras del parque de Usaquén y su mercado de pulgas. Viene completamente amoblado y con servicios incluidos. Edificio con portería 24 horas y zona de lavandería.',
    countryId: 'country_co', cityName: 'Bogotá', neighborhood: 'Usaquén', address: 'Carrera 6A # 118-30, apto 304',
    typeName: 'Apartamento', priceType: 'rent', price: 2_800_000, area: 42, bedrooms: 1, bathrooms: 1, garage: null, opportunity: true, featured: true,
  },
  {
    title: 'Casa de ladrillo inglés en Teusaquillo',
    description: 'Casa tradicional de ladrillo inglés con techos altos, vitrales originales y un patio interior lleno de luz. Tiene cinco habitaciones, estudio y garaje. Su uso de suelo permite adecuarla también como oficina o consultorio.',
    countryId: 'country_co', cityName: 'Bogotá', neighborhood: 'Teusaquillo', address: 'Calle 39 # 17-21',
    typeName: 'Casa', priceType: 'sale', price: 1_450_000_000, area: 280, bedrooms: 5, bathrooms: 3, garage: 1,
  },
  {
    title: 'Oficina en el Chicó Norte',
    description: 'Oficina de 130 m² en edificio certificado LEED, a una cuadra de la carrera 11. Distribución abierta con dos salas de juntas y cocineta. Se entregan tres parqueaderos y depósito.',
    countryId: 'country_co', cityName: 'Bogotá', neighborhood: 'Chicó Norte', address: 'Calle 93B # 11A-84, oficina 601',
    typeName: 'Oficina', priceType: 'rent', price: 9_500_000, area: 130, bedrooms: null, bathrooms: 2, garage: 3,
  },
  {
    title: 'Apartamento en El Poblado con vista a la ciudad',
    description: 'Tres alcobas, balcón amplio y una vista panorámica del valle de Aburrá. La unidad cuenta con piscina, sauna, gimnasio y senderos ecológicos. Fácil acceso a la avenida Las Palmas y al aeropuerto de Rionegro.',
    countryId: 'country_co', cityName: 'Medellín', neighborhood: 'El Poblado', address: 'Carrera 25 # 1A Sur-155, apto 1203',
    typeName: 'Apartamento', priceType: 'sale', price: 1_250_000_000, area: 145, bedrooms: 3, bathrooms: 3, garage: 2, featured: true,
  },
  {
    title: 'Apartamento en Laureles cerca del estadio',
    description: 'Apartamento de tres alcobas en un barrio plano y arborizado, perfecto para caminar o andar en bicicleta. Está a dos cuadras de la avenida Nutibara y de la estación Estadio del metro. Administración incluida en el canon.',
    countryId: 'country_co', cityName: 'Medellín', neighborhood: 'Laureles', address: 'Circular 1 # 70-32, apto 401',
    typeName: 'Apartamento', priceType: 'rent', price: 3_600_000, area: 90, bedrooms: 3, bathrooms: 2, garage: 1, opportunity: true,
  },
  {
    title: 'Local comercial en Provenza',
    description: 'Local esquinero en la zona más vibrante de El Poblado, rodeado de restaurantes, cafés y hoteles boutique. Doble altura, terraza al frente y extracción instalada para cocina. Excelente flujo peatonal día y noche.',
    countryId: 'country_co', cityName: 'Medellín', neighborhood: 'Provenza', address: 'Carrera 35 # 8A-12',
    typeName: 'Comercial', priceType: 'rent', price: 14_000_000, area: 120, bedrooms: null, bathrooms: 1, garage: null, featured: true,
  },
  {
    title: 'Casa con piscina en Ciudad Jardín',
    description: 'Casa de una planta en conjunto cerrado del sur de Cali, con piscina propia y zonas verdes. Cuatro alcobas con baño, estudio y cuarto útil. A cinco minutos de la Universidad Javeriana y de Unicentro.',
    countryId: 'country_co', cityName: 'Cali', neighborhood: 'Ciudad Jardín', address: 'Calle 16 # 105-40, casa 7',
    typeName: 'Casa', priceType: 'sale', price: 1_800_000_000, area: 420, bedrooms: 4, bathrooms: 4.5, garage: 3, opportunity: true, featured: true,
  },
  {
    title: 'Oficina en el barrio Granada',
    description: 'Oficina remodelada en edificio de cinco pisos sobre la avenida 9N, en el sector de restaurantes y agencias creativas de Cali. Ambiente abierto con baño privado y parqueadero. Ideal para estudio de diseño o consultorio.',
    countryId: 'country_co', cityName: 'Cali', neighborhood: 'Granada', address: 'Avenida 9N # 15-20, oficina 302',
    typeName: 'Oficina', priceType: 'sale', price: 420_000_000, area: 70, bedrooms: null, bathrooms: 1, garage: 1,
  },
  {
    title: 'Apartamento frente al mar en Bocagrande',
    description: 'Despierte con vista al mar Caribe desde el piso 18. Tres alcobas con aire acondicionado, balcón en la sala y acceso directo a la playa. El edificio tiene piscina infinita y permite renta turística.',
    countryId: 'country_co', cityName: 'Cartagena', neighborhood: 'Bocagrande', address: 'Carrera 1 # 9-150, apto 1802',
    typeName: 'Apartamento', priceType: 'sale', price: 1_350_000_000, area: 120, bedrooms: 3, bathrooms: 3, garage: 1, featured: true,
  },
  {
    title: 'Casa en Alto Prado',
    description: 'Casa amplia de dos niveles en uno de los sectores más tradicionales del norte de Barranquilla. Jardín, terraza cubierta y cuatro alcobas con aire acondicionado. Cerca de colegios, clínicas y del centro comercial Buenavista.',
    countryId: 'country_co', cityName: 'Barranquilla', neighborhood: 'Alto Prado', address: 'Calle 76 # 57-48',
    typeName: 'Casa', priceType: 'sale', price: 980_000_000, area: 300, bedrooms: 4, bathrooms: 4, garage: 2,
  },
  {
    title: 'Lote campestre en Cerritos',
    description: 'Lote de 2.400 m² en condominio campestre con portería, lago y vías pavimentadas. El clima cálido y la cercanía a Pereira lo hacen ideal para casa de descanso. Disponibilidad de servicios públicos y licencia de construcción aprobada.',
    countryId: 'country_co', cityName: 'Pereira', neighborhood: 'Cerritos', address: 'Vía Cerritos km 7, Condominio Campestre Los Lagos, lote 23',
    typeName: 'Terreno', priceType: 'sale', price: 650_000_000, area: 2400, bedrooms: null, bathrooms: null, garage: null, opportunity: true, featured: true,
  },
  {
    title: 'Lote para proyecto en Pozos Colorados',
    description: 'Lote de 3.800 m² a 300 metros de la playa, con norma para edificio de apartamentos turísticos. Vía de acceso pavimentada y redes de servicios en el frente. Oportunidad para constructores en la zona de mayor valorización de Santa Marta.',
    countryId: 'country_co', cityName: 'Santa Marta', neighborhood: 'Pozos Colorados', address: 'Troncal del Caribe, sector Pozos Colorados, lote 5',
    typeName: 'Terreno', priceType: 'sale', price: 1_900_000_000, area: 3800, bedrooms: null, bathrooms: null, garage: null,
  },
  {
    title: 'Lote residencial en Chipre con vista al nevado',
    description: 'Lote de 400 m² en el mirador de Chipre, con vista al atardecer sobre la cordillera y, en días despejados, al Nevado del Ruiz. Terreno firme, con estudio de suelos. Se puede construir casa de tres niveles.',
    countryId: 'country_co', cityName: 'Manizales', neighborhood: 'Chipre', address: 'Avenida 12 de Octubre # 7-30',
    typeName: 'Terreno', priceType: 'sale', price: 380_000_000, area: 400, bedrooms: null, bathrooms: null, garage: null,
  },
  {
    title: 'Oficina en Cabecera del Llano',
    description: 'Oficina en el sector empresarial de Bucaramanga, a pasos del centro comercial Cabecera. Cuenta con recepción, dos despachos y sala de juntas. Edificio con planta eléctrica y dos parqueaderos.',
    countryId: 'country_co', cityName: 'Bucaramanga', neighborhood: 'Cabecera del Llano', address: 'Carrera 35 # 48-30, oficina 801',
    typeName: 'Oficina', priceType: 'rent', price: 4_200_000, area: 95, bedrooms: null, bathrooms: 2, garage: 2, opportunity: true,
  },
  {
    title: 'Local esquinero en El Prado',
    description: 'Local de 150 m² en esquina sobre la carrera 54, con dos vitrinas y bodega. El barrio El Prado es patrimonio arquitectónico de Barranquilla y tiene alto tránsito vehicular. Apto para banco, droguería o restaurante.',
    countryId: 'country_co', cityName: 'Barranquilla', neighborhood: 'El Prado', address: 'Carrera 54 # 64-18',
    typeName: 'Comercial', priceType: 'rent', price: 6_800_000, area: 150, bedrooms: null, bathrooms: 2, garage: 2,
  },
  {
    title: 'Local en el Centro Histórico de Cartagena',
    description: 'Local dentro de la ciudad amurallada, en casa colonial de muros de piedra y balcones floridos. Actualmente funciona como galería de arte. Flujo constante de turistas todo el año.',
    countryId: 'country_co', cityName: 'Cartagena', neighborhood: 'Centro Histórico', address: 'Calle de la Factoría # 36-57',
    typeName: 'Comercial', priceType: 'sale', price: 2_300_000_000, area: 110, bedrooms: null, bathrooms: 1, garage: null,
  },
  {
    title: 'Casa en arriendo en Sotomayor',
    description: 'Casa de tres niveles en barrio residencial cerca del parque San Pío. Cuatro alcobas, estudio, patio de ropas y terraza con vista a la meseta. Se arrienda para vivienda familiar.',
    countryId: 'country_co', cityName: 'Bucaramanga', neighborhood: 'Sotomayor', address: 'Calle 47 # 29-15',
    typeName: 'Casa', priceType: 'rent', price: 5_500_000, area: 260, bedrooms: 4, bathrooms: 3, garage: 2,
  },
]

// ---------------------------------------------------------------- Perú (PEN)

const PERU: BaseListing[] = [
  {
    title: 'Departamento con vista al mar en Barranco',
    description: 'Departamento de tres dormitorios en el malecón de Barranco, con vista al océano desde la sala y el dormitorio principal. Terraza, cocina cerrada y cuarto de servicio. A pocas cuadras del Puente de los Suspiros y de las mejores galerías de Lima.',
    countryId: 'country_pe', cityName: 'Lima', neighborhood: 'Barranco', address: 'Malecón Paul Harris 310, dpto. 701',
    typeName: 'Apartamento', priceType: 'sale', price: 1_150_000, area: 130, bedrooms: 3, bathrooms: 2.5, garage: 2, featured: true,
  },
  {
    title: 'Departamento moderno en San Isidro',
    description: 'Departamento a estrenar frente al Parque El Olivar, con dos dormitorios, estudio y cocina abierta. El edificio tiene piscina en la azotea, gimnasio y cochera. Caminable a bancos, restaurantes y al centro financiero.',
    countryId: 'country_pe', cityName: 'Lima', neighborhood: 'San Isidro', address: 'Calle Los Laureles 245, dpto. 502',
    typeName: 'Apartamento', priceType: 'rent', price: 6500, area: 110, bedrooms: 2, bathrooms: 2, garage: 1, opportunity: true, featured: true,
  },
  {
    title: 'Oficina prime en el centro financiero de San Isidro',
    description: 'Planta de oficinas de 210 m² en torre clase A sobre la avenida Javier Prado. Vista panorámica, piso elevado y sistema contra incendios certificado. Incluye cuatro estacionamientos y acceso a auditorio compartido.',
    countryId: 'country_pe', cityName: 'Lima', neighborhood: 'San Isidro', address: 'Av. Javier Prado Oeste 1450, piso 12',
    typeName: 'Oficina', priceType: 'rent', price: 18_500, area: 210, bedrooms: null, bathrooms: 3, garage: 4, featured: true,
  },
  {
    title: 'Casa con jardín en La Molina',
    description: 'Casa de dos pisos en calle cerrada con vigilancia, rodeada de áreas verdes. Jardín con piscina, sala de doble altura y cuatro dormitorios con baño propio. Cerca de colegios y de la Universidad de Lima.',
    countryId: 'country_pe', cityName: 'Lima', neighborhood: 'La Molina', address: 'Calle Los Cerezos 180, Urb. Las Lagunas',
    typeName: 'Casa', priceType: 'sale', price: 2_350_000, area: 450, bedrooms: 4, bathrooms: 4.5, garage: 3, opportunity: true, featured: true,
  },
  {
    title: 'Flat de dos dormitorios en San Antonio',
    description: 'Flat iluminado a diez minutos a pie del Parque Kennedy, en una calle residencial muy tranquila. Sala comedor con balcón, cocina equipada y lavandería. Perfecto para pareja o profesionales que trabajan en Miraflores.',
    countryId: 'country_pe', cityName: 'Miraflores', neighborhood: 'San Antonio', address: 'Calle Independencia 540, dpto. 301',
    typeName: 'Apartamento', priceType: 'rent', price: 4200, area: 75, bedrooms: 2, bathrooms: 2, garage: 1, opportunity: true,
  },
  {
    title: 'Local comercial en la avenida Larco',
    description: 'Local a pie de calle en la avenida Larco, a metros del malecón y de Larcomar. Vitrina de seis metros y tráfico peatonal intenso los siete días de la semana. Ideal para tienda de marca, cafetería o casa de cambio.',
    countryId: 'country_pe', cityName: 'Miraflores', neighborhood: 'Santa Cruz', address: 'Av. José Larco 812',
    typeName: 'Comercial', priceType: 'rent', price: 12_000, area: 95, bedrooms: null, bathrooms: 1, garage: null, featured: true,
  },
  {
    title: 'Casa de sillar en Yanahuara',
    description: 'Casona de sillar blanco con patio central, bóvedas y vista directa al volcán Misti. Conserva los detalles de la arquitectura arequipeña y ha sido modernizada por dentro. A dos cuadras del mirador de Yanahuara.',
    countryId: 'country_pe', cityName: 'Arequipa', neighborhood: 'Yanahuara', address: 'Calle Jerusalén 215',
    typeName: 'Casa', priceType: 'sale', price: 1_480_000, area: 350, bedrooms: 4, bathrooms: 3, garage: 2, featured: true,
  },
  {
    title: 'Departamento en Cayma con vista al Misti',
    description: 'Departamento de tres dormitorios en condominio con áreas verdes y parque infantil. Ventanales hacia el Misti y el Chachani. Cerca de supermercados, clínicas y del centro comercial Real Plaza.',
    countryId: 'country_pe', cityName: 'Arequipa', neighborhood: 'Cayma', address: 'Av. Ejército 1020, torre B, dpto. 603',
    typeName: 'Apartamento', priceType: 'sale', price: 520_000, area: 105, bedrooms: 3, bathrooms: 2, garage: 1,
  },
  {
    title: 'Terreno en la campiña de Sachaca',
    description: 'Terreno de 1.000 m² rodeado de andenes y chacras de la campiña arequipeña. Cuenta con agua, luz y título inscrito en Registros Públicos. A quince minutos de la Plaza de Armas de Arequipa.',
    countryId: 'country_pe', cityName: 'Arequipa', neighborhood: 'Sachaca', address: 'Calle Fundo El Fierro s/n, Sachaca',
    typeName: 'Terreno', priceType: 'sale', price: 780_000, area: 1000, bedrooms: null, bathrooms: null, garage: null, opportunity: true, featured: true,
  },
  {
    title: 'Local para café o galería en San Blas',
    description: 'Local con muros de piedra inca en una de las calles más visitadas del barrio de los artesanos. Techo de vigas, ventana a la calle y baño. Perfecto para café, galería o tienda de textiles andinos.',
    countryId: 'country_pe', cityName: 'Cusco', neighborhood: 'San Blas', address: 'Cuesta de San Blas 580',
    typeName: 'Comercial', priceType: 'rent', price: 5800, area: 70, bedrooms: null, bathrooms: 1, garage: null,
  },
  {
    title: 'Departamento amoblado en Wanchaq',
    description: 'Departamento amoblado con calefacción y agua caliente, listo para mudarse. Está a quince minutos a pie de la Plaza de Armas y cerca del mercado y los bancos. El precio incluye mantenimiento e internet.',
    countryId: 'country_pe', cityName: 'Cusco', neighborhood: 'Wanchaq', address: 'Av. de la Cultura 1120, dpto. 402',
    typeName: 'Apartamento', priceType: 'rent', price: 2400, area: 80, bedrooms: 2, bathrooms: 2, garage: null,
  },
  {
    title: 'Casa en la urbanización El Golf',
    description: 'Casa de dos plantas frente a un parque, en la zona residencial más exclusiva de Trujillo. Cuatro dormitorios, sala de estar en el segundo piso y jardín con terraza techada. A diez minutos de las playas de Huanchaco.',
    countryId: 'country_pe', cityName: 'Trujillo', neighborhood: 'El Golf', address: 'Calle Los Brillantes 345, Urb. El Golf',
    typeName: 'Casa', priceType: 'sale', price: 1_250_000, area: 380, bedrooms: 4, bathrooms: 3.5, garage: 2,
  },
  {
    title: 'Terreno de playa en Huanchaco',
    description: 'Terreno de 600 m² a dos cuadras del muelle de Huanchaco, el balneario de los caballitos de totora. Zonificación residencial con uso comercial permitido en primer piso. Ideal para hostal o casa de playa.',
    countryId: 'country_pe', cityName: 'Trujillo', neighborhood: 'Huanchaco', address: 'Calle Los Pescadores 140, Huanchaco',
    typeName: 'Terreno', priceType: 'sale', price: 320_000, area: 600, bedrooms: null, bathrooms: null, garage: null,
  },
  {
    title: 'Oficina en Santa Victoria',
    description: 'Oficina en edificio nuevo en la urbanización Santa Victoria, la zona más solicitada de Chiclayo para estudios profesionales. Recepción, dos ambientes y baño. Incluye un estacionamiento.',
    countryId: 'country_pe', cityName: 'Chiclayo', neighborhood: 'Santa Victoria', address: 'Av. Salaverry 560, oficina 304',
    typeName: 'Oficina', priceType: 'rent', price: 3200, area: 85, bedrooms: null, bathrooms: 1, garage: 1,
  },
  {
    title: 'Oficina corporativa en San Borja',
    description: 'Oficina de 140 m² cerca del Centro de Convenciones de Lima y del Ministerio de Cultura. Distribución flexible, buena iluminación natural y dos estacionamientos. Se vende con inquilino, una buena opción de renta.',
    countryId: 'country_pe', cityName: 'Lima', neighborhood: 'San Borja', address: 'Av. San Borja Norte 1123, oficina 502',
    typeName: 'Oficina', priceType: 'sale', price: 980_000, area: 140, bedrooms: null, bathrooms: 2, garage: 2,
  },
  {
    title: 'Casa en El Tambo',
    description: 'Casa de tres pisos en El Tambo, cerca del parque de la Identidad Wanka. Cuatro dormitorios, patio y azotea con lavandería. Buena opción para vivir y alquilar el primer piso como local.',
    countryId: 'country_pe', cityName: 'Huancayo', neighborhood: 'El Tambo', address: 'Jr. Julio Sumar 455, El Tambo',
    typeName: 'Casa', priceType: 'sale', price: 690_000, area: 240, bedrooms: 4, bathrooms: 3, garage: 1,
  },
  {
    title: 'Terreno en El Chipe',
    description: 'Terreno de 800 m² en la urbanización El Chipe, junto al club Grau y a pocos minutos del centro de Piura. Zona residencial consolidada, con pistas y veredas. Apto para vivienda unifamiliar o edificio de cuatro pisos.',
    countryId: 'country_pe', cityName: 'Piura', neighborhood: 'El Chipe', address: 'Av. Los Cocos 820, Urb. El Chipe',
    typeName: 'Terreno', priceType: 'sale', price: 540_000, area: 800, bedrooms: null, bathrooms: null, garage: null,
  },
  {
    title: 'Local comercial cerca del malecón de Iquitos',
    description: 'Local amplio a una cuadra del malecón Tarapacá, en la zona de hoteles y restaurantes con vista al río Amazonas. Techo alto, ventiladores de techo y depósito. Perfecto para restaurante o agencia de turismo.',
    countryId: 'country_pe', cityName: 'Iquitos', neighborhood: 'Centro', address: 'Jr. Putumayo 285',
    typeName: 'Comercial', priceType: 'rent', price: 4500, area: 120, bedrooms: null, bathrooms: 1, garage: null,
  },
]

// ---------------------------------------------------------------- Brasil (BRL)

const BRASIL: BaseListing[] = [
  {
    title: 'Apartamento reformado en Pinheiros',
    description: 'Apartamento totalmente reformado a tres cuadras de la estación Fradique Coutinho. Dos dormitorios, balcón con parrilla y cocina americana. El edificio tiene portería 24 horas y sala de gimnasio.',
    countryId: 'country_br', cityName: 'São Paulo', neighborhood: 'Pinheiros', address: 'Rua dos Pinheiros, 870, ap. 83',
    typeName: 'Apartamento', priceType: 'sale', price: 1_380_000, area: 92, bedrooms: 2, bathrooms: 2, garage: 1, featured: true,
  },
  {
    title: 'Loft con doble altura en Vila Madalena',
    description: 'Loft de diseño industrial con doble altura, rodeado de bares, galerías y del famoso Beco do Batman. Se alquila amoblado, con aire acondicionado y plaza de garaje. Ideal para quien busca la vida cultural de São Paulo.',
    countryId: 'country_br', cityName: 'São Paulo', neighborhood: 'Vila Madalena', address: 'Rua Harmonia, 455, ap. 12',
    typeName: 'Apartamento', priceType: 'rent', price: 6800, area: 65, bedrooms: 1, bathrooms: 1.5, garage: 1, opportunity: true, featured: true,
  },
  {
    title: 'Oficina en la Avenida Paulista',
    description: 'Conjunto de oficinas de 240 m² en un edificio icónico de la Avenida Paulista, a pasos del MASP y del metro Trianon. Piso corporativo con recepción, cuatro salas y comedor. Incluye cuatro plazas de garaje.',
    countryId: 'country_br', cityName: 'São Paulo', neighborhood: 'Bela Vista', address: 'Av. Paulista, 1.842, conj. 142',
    typeName: 'Oficina', priceType: 'rent', price: 22_000, area: 240, bedrooms: null, bathrooms: 4, garage: 4, featured: true,
  },
  {
    title: 'Casa adosada en Vila Mariana',
    description: 'Casa de dos plantas en calle arbolada cerca del Parque Ibirapuera. Tres dormitorios, patio trasero con parrilla y un estudio que puede ser cuarto de huéspedes. Los dueños tienen prisa por vender y aceptan propuestas.',
    countryId: 'country_br', cityName: 'São Paulo', neighborhood: 'Vila Mariana', address: 'Rua Joaquim Távora, 1.120',
    typeName: 'Casa', priceType: 'sale', price: 1_950_000, area: 210, bedrooms: 3, bathrooms: 3, garage: 2, opportunity: true,
  },
  {
    title: 'Apartamento frente al mar en Copacabana',
    description: 'Apartamento en la Avenida Atlântica con vista de toda la playa de Copacabana. Tres dormitorios, sala con balcón y dependencia de servicio. Edificio clásico con portería y salón de fiestas.',
    countryId: 'country_br', cityName: 'Rio de Janeiro', neighborhood: 'Copacabana', address: 'Av. Atlântica, 2.340, ap. 901',
    typeName: 'Apartamento', priceType: 'sale', price: 2_400_000, area: 140, bedrooms: 3, bathrooms: 2, garage: 1, featured: true,
  },
  {
    title: 'Apartamento en Botafogo con vista al Pan de Azúcar',
    description: 'Dos dormitorios con vista directa al Pan de Azúcar y a la ensenada de Botafogo. Cerca del metro y de la calle Voluntários da Pátria, llena de bares y restaurantes. Alquiler con condominio incluido.',
    countryId: 'country_br', cityName: 'Rio de Janeiro', neighborhood: 'Botafogo', address: 'Praia de Botafogo, 228, ap. 1105',
    typeName: 'Apartamento', priceType: 'rent', price: 7500, area: 85, bedrooms: 2, bathrooms: 2, garage: 1, opportunity: true, featured: true,
  },
  {
    title: 'Local comercial en Ipanema',
    description: 'Local en la calle Visconde de Pirajá, el eje comercial de Ipanema, con vitrina amplia y entrepiso. A dos cuadras de la playa y de la estación General Osório. Ideal para moda, óptica o cafetería.',
    countryId: 'country_br', cityName: 'Rio de Janeiro', neighborhood: 'Ipanema', address: 'Rua Visconde de Pirajá, 330, loja B',
    typeName: 'Comercial', priceType: 'rent', price: 28_000, area: 110, bedrooms: null, bathrooms: 1, garage: null,
  },
  {
    title: 'Casa con vista al lago en Lago Sul',
    description: 'Residencia de alto estándar con vista al lago Paranoá, piscina, sauna y muelle privado. Cinco suites, amplia sala de estar y jardín diseñado por paisajista. Una de las direcciones más exclusivas de Brasília.',
    countryId: 'country_br', cityName: 'Brasília', neighborhood: 'Lago Sul', address: 'SHIS QL 12, conjunto 5, casa 14',
    typeName: 'Casa', priceType: 'sale', price: 4_800_000, area: 750, bedrooms: 5, bathrooms: 5.5, garage: 4, featured: true,
  },
  {
    title: 'Sala comercial en Asa Sul',
    description: 'Sala comercial en edificio moderno del Setor Comercial Sul, cerca de ministerios y tribunales. Tiene baño privado, aire acondicionado y una plaza de garaje. Excelente para abogados o consultores.',
    countryId: 'country_br', cityName: 'Brasília', neighborhood: 'Asa Sul', address: 'SCS Quadra 8, bloco B, sala 512',
    typeName: 'Oficina', priceType: 'sale', price: 620_000, area: 48, bedrooms: null, bathrooms: 1, garage: 1,
  },
  {
    title: 'Terreno en Jurerê Internacional',
    description: 'Terreno de 720 m² a 200 metros de la playa, en el barrio más exclusivo del norte de la isla. Calle tranquila con infraestructura completa y cableado subterráneo. Proyecto arquitectónico aprobado incluido en el precio.',
    countryId: 'country_br', cityName: 'Florianópolis', neighborhood: 'Jurerê Internacional', address: 'Rua das Algas, lote 18',
    typeName: 'Terreno', priceType: 'sale', price: 2_200_000, area: 720, bedrooms: null, bathrooms: null, garage: null, opportunity: true, featured: true,
  },
  {
    title: 'Casa junto a la Lagoa da Conceição',
    description: 'Casa con deck de madera y vista a la laguna, rodeada de vegetación nativa. Tres suites, chimenea y una gran cocina integrada. A cinco minutos de las playas de Joaquina y Mole.',
    countryId: 'country_br', cityName: 'Florianópolis', neighborhood: 'Lagoa da Conceição', address: 'Rua Laurindo Januário da Silveira, 2.210',
    typeName: 'Casa', priceType: 'rent', price: 9500, area: 220, bedrooms: 3, bathrooms: 3, garage: 2,
  },
  {
    title: 'Apartamento de tres dormitorios en Batel',
    description: 'Apartamento en uno de los barrios más elegantes de Curitiba, a pasos del Pátio Batel. Tres dormitorios, uno en suite, balcón con parrilla y dos plazas de garaje. Condominio con piscina climatizada.',
    countryId: 'country_br', cityName: 'Curitiba', neighborhood: 'Batel', address: 'Av. do Batel, 1.550, ap. 1202',
    typeName: 'Apartamento', priceType: 'sale', price: 1_150_000, area: 120, bedrooms: 3, bathrooms: 2.5, garage: 2,
  },
  {
    title: 'Oficina en Moinhos de Vento',
    description: 'Oficina de 70 m² en edificio comercial junto al Parcão. Dos salas, recepción y baño, con piso vinílico nuevo. Barrio con excelente oferta de cafés y restaurantes.',
    countryId: 'country_br', cityName: 'Porto Alegre', neighborhood: 'Moinhos de Vento', address: 'Rua Padre Chagas, 79, sala 404',
    typeName: 'Oficina', priceType: 'rent', price: 5200, area: 70, bedrooms: null, bathrooms: 1, garage: 1,
  },
  {
    title: 'Local comercial en Boa Viagem',
    description: 'Local a pie de calle en la avenida Conselheiro Aguiar, con alto movimiento de peatones y vehículos. Amplia fachada de vidrio, baño y depósito. A dos cuadras de la playa de Boa Viagem.',
    countryId: 'country_br', cityName: 'Recife', neighborhood: 'Boa Viagem', address: 'Av. Conselheiro Aguiar, 2.870, loja 2',
    typeName: 'Comercial', priceType: 'rent', price: 8500, area: 90, bedrooms: null, bathrooms: 1, garage: null,
  },
  {
    title: 'Casa en Rio Vermelho',
    description: 'Casa con terraza y vista al mar en el barrio bohemio de Salvador, cerca de los puestos de acarajé del Largo de Santana. Cuatro dormitorios, jardín tropical y garaje para dos autos. Lista para mudarse.',
    countryId: 'country_br', cityName: 'Salvador', neighborhood: 'Rio Vermelho', address: 'Rua Almirante Barroso, 215',
    typeName: 'Casa', priceType: 'sale', price: 1_350_000, area: 280, bedrooms: 4, bathrooms: 3, garage: 2,
  },
  {
    title: 'Terreno en Belvedere',
    description: 'Terreno en declive suave con vista a la Sierra del Curral, en barrio residencial de alto estándar. Calle sin salida y seguridad privada. A diez minutos de la Savassi y del BH Shopping.',
    countryId: 'country_br', cityName: 'Belo Horizonte', neighborhood: 'Belvedere', address: 'Rua Professor Alberto Deodato, lote 7',
    typeName: 'Terreno', priceType: 'sale', price: 1_600_000, area: 1000, bedrooms: null, bathrooms: null, garage: null,
  },
  {
    title: 'Terreno en la Praia do Futuro',
    description: 'Terreno de 1.500 m² a una cuadra de las cabañas de playa más concurridas de Fortaleza. Zonificación mixta, ideal para posada, restaurante o edificio residencial. Documentación al día.',
    countryId: 'country_br', cityName: 'Fortaleza', neighborhood: 'Praia do Futuro', address: 'Av. Dioguinho, 3.100',
    typeName: 'Terreno', priceType: 'sale', price: 890_000, area: 1500, bedrooms: null, bathrooms: null, garage: null,
  },
  {
    title: 'Local en la Savassi',
    description: 'Local con vitrina en esquina en la región más animada de Belo Horizonte, a una cuadra de la Praça da Savassi. Planta libre de 160 m² con entrepiso y dos baños. Ideal para restaurante o tienda de diseño.',
    countryId: 'country_br', cityName: 'Belo Horizonte', neighborhood: 'Savassi', address: 'Rua Pernambuco, 1.010, loja 1',
    typeName: 'Comercial', priceType: 'rent', price: 12_000, area: 160, bedrooms: null, bathrooms: 2, garage: null,
  },
]

// ---------------------------------------------------------------- derived fields

type Rng = () => number

/** mulberry32: the demo catalogue must come out identical on every seed run. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const range = (r: Rng, min: number, max: number): number => min + (max - min) * r()
const int = (r: Rng, min: number, max: number): number => Math.floor(range(r, min, max + 1))

/** Three significant figures: prices such as 152.000 or 2.450.000 look hand-set, not computed. */
function roundPrice(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2)
  return Math.round(value / step) * step
}

/** Extra photos show the property from other angles; land has no interior worth showing. */
function photoScenes(r: Rng, type: TypeName): DemoScene[] {
  const main = MAIN_SCENE[type]
  const extra = int(r, 3, 6)
  const scenes: DemoScene[] = [main]
  for (let i = 0; i < extra; i++) {
    const interiorShare = type === 'Terreno' ? 0 : type === 'Casa' || type === 'Apartamento' ? 0.6 : 0.35
    scenes.push(r() < interiorShare ? 'interior' : main)
  }
  if (type !== 'Terreno' && !scenes.includes('interior')) scenes[scenes.length - 1] = 'interior'
  return scenes
}

function derive(base: BaseListing, r: Rng): DemoListing {
  const isOpportunity = base.opportunity === true
  const isFeatured = base.featured === true
  const legalCosts = base.priceType === 'sale' && r() < 0.55 ? roundPrice(base.price * range(r, 0.015, 0.03)) : null
  return {
    title: base.title,
    description: base.description,
    countryId: base.countryId,
    cityName: base.cityName,
    neighborhood: base.neighborhood,
    address: base.address,
    typeName: base.typeName,
    priceType: base.priceType,
    currency: CURRENCY[base.countryId],
    price: base.price,
    area: base.area,
    bedrooms: base.bedrooms,
    bathrooms: base.bathrooms,
    garage: base.garage,
    isOpportunity,
    // 9–19 % keeps the discount inside the promised 8–20 % even after rounding.
    opportunityPrice: isOpportunity ? roundPrice(base.price * (1 - range(r, 0.09, 0.19))) : null,
    legalCosts,
    isFeatured,
    ownerIndex: r() < 0.5 ? 0 : 1,
    daysAgo: int(r, 0, 120),
    // Featured listings sit on the home page, so they plausibly collect more visits.
    views: isFeatured || isOpportunity ? int(r, 350, 2500) : int(r, 0, 1100),
    photoScenes: photoScenes(r, base.typeName),
  }
}

/** Interleaves the countries so the newest-first listing pages mix all four markets. */
function interleave(groups: BaseListing[][]): BaseListing[] {
  const out: BaseListing[] = []
  const longest = Math.max(...groups.map((g) => g.length))
  for (let i = 0; i < longest; i++) for (const g of groups) if (i < g.length) out.push(g[i])
  return out
}

export function demoListings(): DemoListing[] {
  const r = mulberry32(20_240_611)
  return interleave([ECUADOR, COLOMBIA, PERU, BRASIL]).map((base) => derive(base, r))
}
