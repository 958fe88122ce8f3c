import type { Voice } from './types';

const NBSP = '\u00a0';

/** "a, b y c", with "e" before a word that starts with an i sound ("y imágenes" → "e imágenes"). */
const list = (items: readonly string[]): string => {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1) as string;
  return `${items.slice(0, -1).join(', ')} ${/^h?i(?![aeou])/iu.test(last) ? 'e' : 'y'} ${last}`;
};

export const es: Voice = {
  headings: {
    summary: 'Resumen',
    understanding: 'Lo que necesitan',
    scope: 'Qué incluye',
    notIncluded: 'Qué no incluye',
    requirements: 'Sus requisitos',
    timeline: 'Cómo trabajaremos',
    investment: 'Inversión',
    ballpark: 'Costes orientativos del proyecto',
    options: 'Opciones',
    assumptions: 'Supuestos',
    questions: 'Preguntas abiertas',
    nextSteps: 'Próximos pasos',
  },
  titles: {
    web: 'Un nuevo sitio web',
    ecommerce: 'Una nueva tienda online',
    mobile: 'Una nueva aplicación móvil',
    design: 'Diseño',
    branding: 'Identidad de marca',
    content: 'Contenidos',
    seo: 'Posicionamiento en buscadores',
    marketing: 'Campañas de marketing',
    social: 'Redes sociales',
    video: 'Producción de vídeo',
    data: 'Datos e informes',
    ai: 'Un asistente de IA',
    devops: 'Nube e infraestructura',
    security: 'Pruebas de seguridad',
    consulting: 'Consultoría y talleres',
    print: 'Diseño editorial',
    photography: 'Fotografía',
    events: 'Organización del evento',
    translation: 'Traducción y localización',
    other: 'Su proyecto',
  },
  header: {
    preparedFor: 'Para',
    preparedBy: 'De',
    date: 'Fecha',
    validUntil: 'válida hasta el',
    discoveryTitle: 'Propuesta de fase de descubrimiento y costes orientativos',
    ballparkTitle: 'Su cifra orientativa y el siguiente paso',
  },
  colon: ': ',
  quote: (text) => `«${text}»`,
  list,
  phases: {
    discovery: 'Análisis y planificación',
    design: 'Diseño',
    content: 'Contenidos',
    build: 'Desarrollo',
    production: 'Producción',
    testing: 'Pruebas',
    launch: 'Pruebas y lanzamiento',
    campaign: 'Campaña',
    event: 'El evento',
    training: 'Formación y traspaso',
    reporting: 'Informe final',
    retest: 'Nueva prueba tras sus correcciones',
    support: 'Trabajo continuo',
  },
  weeks: (n) => (n === 1 ? 'una semana' : `${n}${NBSP}semanas`),
  summary: {
    asked: (items) => `Esta propuesta cubre ${items}.`,
    dates: (start, end) => `Empezaríamos el ${start} y entregaríamos a más tardar el ${end}`,
    beforeDeadline: (weeks, deadline) => `, ${weeks} antes de su fecha límite del ${deadline}.`,
    covering: (date) => `, con la cobertura el mismo día, el ${date}.`,
    onEvent: (date) => `, con todo listo para el ${date}.`,
    late: (deadline, end) =>
      `. Su fecha límite del ${deadline} es demasiado cercana para hacerlo todo bien: el trabajo completo llega hasta el ${end}, y más abajo proponemos qué tener listo primero.`,
    retainer: (start, end, items) => `Del ${start} al ${end} nos encargamos de ${items}.`,
    discovery: (weeks, price) =>
      `Su mensaje deja abierto el alcance, así que hoy un precio cerrado sería una conjetura, y las conjeturas se inflan. Proponemos en su lugar una fase de descubrimiento breve a precio cerrado: ${weeks} por ${price}. Al final tendrán una recomendación y un presupuesto cerrado con su calendario.`,
    ballpark: (work, low, high, price) =>
      `Nos piden una cifra aproximada: ${work} costaría en torno a ${low} – ${high}, según las decisiones de abajo. Para cerrar el precio, proponemos una breve llamada y un presupuesto por escrito por ${price}, que se descuenta íntegramente del proyecto si nos lo encargan.`,
    hourly: (hours, estimate, rate) =>
      `Como piden, trabajaremos por horas: estimamos ${hours}${NBSP}horas, es decir, ${estimate} a ${rate} la hora.`,
    hourlyOverCap: (cap) =>
      ` Supera su tope de ${cap}: el tope cubre primero el trabajo indicado en primer lugar y acordaremos con ustedes el resto.`,
    hourlyCap: (cap) =>
      ` No superaremos su tope de ${cap} y les avisaremos pronto si algo lo pone en riesgo.`,
    price: (total, taxNote) => `El precio es de ${total}${taxNote}`,
    fits: (budget) => `, dentro de su presupuesto de ${budget}.`,
    justOver: (budget) =>
      `, apenas por encima de su presupuesto de ${budget}: la diferencia es demasiado pequeña para recortar parte del trabajo.`,
    headroom: (budget) =>
      `, muy por debajo de su presupuesto de ${budget}: presupuestamos lo que cuesta el trabajo, sin agotar el presupuesto.`,
    headroomOptions: ' Las opciones de abajo muestran en qué podría invertirse el resto.',
    reduced: (budget, how, extra) =>
      `, dentro de su presupuesto de ${budget}, con todo lo que piden incluido. Para lograrlo proponemos ${how}; en su versión completa, ese trabajo sumaría ${extra}.`,
    close: (budget, difference, items, without) =>
      `, ${difference} por encima de su presupuesto de ${budget}. Hemos mantenido todo lo que pidió en lugar de pasar una parte a opciones; si el presupuesto es fijo, prescindir de ${items} deja el precio en ${without}.`,
    packages: (budget, moved) =>
      `, dentro de su presupuesto de ${budget}. Cubre lo esencial del trabajo; ${moved} se presupuestan aparte, como opciones, para añadirlas ahora o más adelante.`,
    over: (budget, full, then) =>
      `. Supera su presupuesto de ${budget}, y preferimos decirlo ahora que prometer el trabajo por menos: bien hecho, el alcance completo cuesta ${full}. ${then}`,
    overThen: {
      options: 'Más abajo mostramos qué cubre primero el presupuesto.',
      units: 'Cada línea tiene precio unitario, así que puede ajustar las cantidades al presupuesto.',
      rescope: 'Díganos qué es lo más importante y ajustaremos el alcance al presupuesto con ustedes.',
    },
    monthlyFee: (fee, months, total) =>
      `La cuota es de ${fee} al mes durante ${months}${NBSP}meses, ${total} en total`,
    rollingFee: (fee, months, total) =>
      `La cuota es de ${fee} al mes sin permanencia, ${total} en los primeros ${months}${NBSP}meses`,
    monthlyAverage: (average, budget) => `, de media ${average} al mes frente a su presupuesto de ${budget}.`,
    ongoing: (items, fee) => ` El trabajo continuo (${items}) se presupuesta aparte: ${fee} al mes.`,
  },
  understanding: {
    objectives: 'Lo que quieren conseguir, con sus palabras:',
    constraints: 'Lo que el trabajo debe respetar:',
    platforms: (items) => `Trabajaremos con lo que ya utilizan: ${items}.`,
    event: (text, date) => `Todo está planificado en torno al ${date}: ${text}.`,
  },
  scope: {
    retainerIntro: (months) => `Cada mes, durante ${months}${NBSP}meses:`,
    setup: 'Una sola vez, al inicio:',
    perMonth: (quantity) => `${quantity} al mes`,
    perQuarter: (quantity) => `${quantity} por trimestre`,
    perYear: (quantity) => `${quantity} al año`,
    reduced: (how) => `para ajustarse al presupuesto: ${how}`,
    undecidedNote: 'Lo que aún no han decidido figura como opciones más abajo.',
  },
  notIncluded: {
    excluded: (label) => `${label}: nos indicaron que no lo necesitan.`,
    client: (label) => `${label}: corre de su cuenta, como nos indicaron.`,
    thirdParty: {
      web: 'Alojamiento, dominio, licencias y suscripciones de terceros, que pagan ustedes directamente.',
      ecommerce:
        'Suscripción a la plataforma, aplicaciones, comisiones de pago y alojamiento, que pagan ustedes directamente.',
      mobile:
        'Cuentas de desarrollador de las tiendas, alojamiento y servicios de terceros, que pagan ustedes directamente.',
      marketing: 'La inversión en medios, que pagan ustedes directamente a las plataformas.',
      social: 'La inversión publicitaria y los honorarios de influencers, que pagan ustedes directamente.',
      print: 'La impresión y el envío, salvo que figuren arriba.',
      events: 'Lugar, catering, viajes y alojamiento, salvo que figuren arriba.',
      ai: 'El consumo de modelos y API, que se repercute a coste.',
      devops: 'El consumo en la nube, el hardware y las licencias, que pagan ustedes directamente.',
      data: 'Las licencias de software y el consumo en la nube, que pagan ustedes directamente.',
    },
    options: 'Las opciones de abajo, mientras no las contraten.',
  },
  requirements: {
    intro: 'Las condiciones que fijan y lo que aportaremos para cada una:',
    met: 'se integra en el trabajo y se comprueba antes de la aceptación',
    evidence: 'se acreditará con la documentación solicitada en nuestra oferta definitiva',
  },
  timeline: {
    columns: ['Fase', 'Fechas', 'Qué ocurre'],
    intro: (start, end) => `El trabajo va del ${start} al ${end}.`,
    buffer: (weeks, deadline) => `Quedan así ${weeks} de margen antes de su fecha límite del ${deadline}.`,
    late: (deadline) =>
      `Esto supera su fecha límite del ${deadline}; acordaremos con ustedes qué debe estar listo primero.`,
    award: (date) => `Empezamos tras la adjudicación, prevista para el ${date}.`,
    awardAssumed: (date) =>
      `Empezamos tras la adjudicación, que suponemos hacia el ${date}, tres semanas después de la presentación de ofertas.`,
    inputs: (date) => `Lo que depende de sus materiales empieza cuando lleguen, el ${date}.`,
    event: (date) => `El plan culmina con el evento, el ${date}.`,
    input: (text) => `Lo que necesitamos de ustedes: ${text}.`,
    retainerTerm: (months) => `${months}${NBSP}meses`,
    monthlyWork: 'El trabajo mensual detallado arriba, con una revisión cada mes',
  },
  investment: {
    columns: ['N.º', 'Partida', 'En su mensaje', 'Cantidad × precio', 'Importe'],
    monthlyColumns: ['Partida', 'En su mensaje', 'Cantidad × precio', 'Al mes'],
    termColumns: ['En todo el plazo', 'Importe'],
    total: 'Total',
    monthlyFee: 'Cuota mensual',
    setup: 'Puesta en marcha (una vez)',
    termTotal: 'Total del periodo',
    perMonth: 'al mes',
    hours: (hours) => `${hours}${NBSP}h`,
    taxName: 'IVA',
    tax: (name, rate, amount, gross) => `El ${name} (${rate}) es de ${amount}, lo que da ${gross} en total.`,
    ongoing:
      'Tras la entrega, por mes y aparte del precio anterior; cualquiera de las partes puede terminarlo con un mes de preaviso:',
    plusTax: (amount, name) => `${amount} + ${name}`,
    payment: {
      fixed: 'Facturamos un 40% a la firma, un 30% a mitad del proyecto y un 30% a la entrega, a 30 días.',
      milestone: 'Facturamos cada fase al comenzarla, a 30 días.',
      retainer: 'Facturamos el día 1 de cada mes, a 30 días.',
      hourly: (cap) =>
        `Facturamos cada mes las horas trabajadas, sin superar nunca ${cap} sin su aprobación por escrito.`,
      discovery: 'Facturamos la mitad al inicio y el resto en la presentación de resultados.',
      ballpark: 'Se factura con la entrega del presupuesto por escrito.',
    },
    unitPrice: (unit, price) => `${price} por ${unit}`,
    unitPrices: (items) => `Precios unitarios, como nos pidieron: ${items}.`,
    lot: (ref, title) => `Lote ${ref}: ${title}`,
    lotSubtotal: (ref) => `Subtotal del lote ${ref}`,
    lots: (items) => `Cada lote se presupuesta por separado y puede adjudicarse por sí solo: ${items}.`,
    lotPrice: (ref, price) => `lote ${ref} ${price}`,
    lotWithin: (ref, price, ceiling) => `lote ${ref} ${price}, dentro de su tope de ${ceiling}`,
    withTax: (amount, name) => `${amount} con ${name} incluido`,
    rateCard: (rate, day) => `Tarifa para cualquier trabajo adicional: ${rate} la hora, ${day} la jornada.`,
    ballparkIntro:
      'Estos rangos proceden de proyectos comparables, con la misma tarifa. La fase de descubrimiento los convierte en un precio cerrado.',
    ballparkColumns: ['Qué cubre', 'Esfuerzo habitual', 'Orientativo'],
    ballparkNote: 'Cifras orientativas, no un presupuesto.',
    standardBasis: 'parte del proyecto',
  },
  options: {
    item: (letter, label, price) => `**Opción ${letter}: ${label}.** ${price}`,
    effect: (total) => ` El total pasaría a ser de ${total}.`,
  },
  assumptions: {
    inputNames: {
      text: 'Sus textos para las páginas',
      photos: 'Sus fotos',
      products: 'Sus descripciones de producto',
    },
    inputs: (what, date) => `${what}: lo aportan ustedes, a más tardar el ${date}.`,
    feedback: 'Una sola persona reúne sus comentarios y responde en un plazo de tres días laborables.',
    access: (items, date) => `Acceso a ${items} antes del ${date}.`,
    term: (months) => `Compromiso mínimo de ${months}${NBSP}meses.`,
    notice: (months, term) =>
      `Sin permanencia: se puede cancelar con ${months === '1' ? 'un mes' : `${months}${NBSP}meses`} de preaviso; la cuota vale para los primeros ${term}${NBSP}meses.`,
    thirdParty: 'Los costes de terceros se repercuten a coste, previa aprobación.',
  },
  nextSteps: {
    reply: (date) => `Nos envían sus respuestas y las opciones que elijan antes del ${date}.`,
    go: (date) => `Confírmennos antes del ${date} que desean seguir adelante.`,
    sign: (date, start) =>
      `Les enviamos el contrato; firmándolo antes del ${date} reservamos el inicio del ${start}.`,
    kickoff: (date) => `Reunión de arranque el ${date}.`,
  },
  signature: (agency) => `Un saludo,\n\nEl equipo de ${agency}`,
};
