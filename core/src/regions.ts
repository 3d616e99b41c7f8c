// The regional line under the WhatsApp field (spec §3 'Regional table'): area code → region, message, emoji.
import { brazilianAreaCode } from './phone.ts';

export interface Region {
  /** The two-digit area code (DDD); '00' is the Brazil-wide fallback. */
  code: string;
  /** A real place name people of that area code recognise. */
  name: string;
  /** A short friendly line in pt-BR, shown with the emoji. */
  message: string;
  emoji: string;
}

export const FALLBACK_AREA_CODE = '00';

type Entry = readonly [name: string, message: string, emoji: string];

// Every area code the spec lists (11-19, 21-22, 24, 27-28, 31-35, 37-38, 41-49, 51, 53-55,
// 61-67, 71, 73, 75, 77, 79, 81-89, 91-99) and the '00' fallback; the test checks the list.
const TABLE: Record<string, Entry> = {
  '00': ['Brasil', 'Que bom ter você aqui, de qualquer canto do Brasil!', '🇧🇷'],
  '11': ['São Paulo', 'Da terra da garoa e do trânsito, direto para a IA na prática!', '🏙️'],
  '12': ['Vale do Paraíba', 'Do Vale do Paraíba, onde até avião se fabrica!', '✈️'],
  '13': ['Baixada Santista', 'Da Baixada Santista: praia, porto e agora IA!', '🏖️'],
  '14': ['Bauru e região', 'De Bauru, terra do sanduíche mais famoso do Brasil!', '🥪'],
  '15': ['Sorocaba e região', 'De Sorocaba e região, a Manchester Paulista!', '🏭'],
  '16': ['Ribeirão Preto e região', 'De Ribeirão Preto, capital do agronegócio (e do chopp)!', '🍺'],
  '17': [
    'São José do Rio Preto e região',
    'De Rio Preto, onde o calor só perde para a vontade de crescer!',
    '☀️',
  ],
  '18': ['Presidente Prudente e região', 'Do Oeste Paulista, terra de gente trabalhadora!', '🌾'],
  '19': ['Campinas e região', 'De Campinas, o Vale do Silício brasileiro!', '💻'],
  '21': ['Rio de Janeiro', 'Do Rio de Janeiro, cidade maravilhosa e cheia de oportunidades!', '🏖️'],
  '22': ['Norte Fluminense e Região dos Lagos', 'Da Região dos Lagos, onde o mar é mais azul!', '🌊'],
  '24': ['Sul Fluminense e Região Serrana', 'Da Serra e do Sul Fluminense: ar puro e ideias novas!', '⛰️'],
  '27': ['Vitória e Grande Vitória', 'De Vitória, moqueca capixaba e muita inovação!', '🍲'],
  '28': ['Sul do Espírito Santo', 'Do sul capixaba, terra do café e do mármore!', '☕'],
  '31': ['Belo Horizonte e região', 'De BH, uai! Pão de queijo e inteligência artificial!', '🧀'],
  '32': ['Juiz de Fora e Zona da Mata', 'Da Zona da Mata mineira, com todo o jeitinho de Minas!', '🌳'],
  '33': ['Governador Valadares e Vale do Rio Doce', 'Do Vale do Rio Doce, terra de gente corajosa!', '🪂'],
  '34': ['Uberlândia e Triângulo Mineiro', 'Do Triângulo Mineiro, onde o agro é tech!', '🚜'],
  '35': ['Sul de Minas', 'Do Sul de Minas, terra do melhor café do mundo!', '☕'],
  '37': ['Divinópolis e Centro-Oeste Mineiro', 'Do Centro-Oeste mineiro, trem bão demais da conta!', '🚂'],
  '38': ['Montes Claros e Norte de Minas', 'Do Norte de Minas, sertão que inspira!', '🌵'],
  '41': ['Curitiba e região', 'De Curitiba, a capital mais organizada do Brasil!', '🌲'],
  '42': ['Ponta Grossa e Campos Gerais', 'Dos Campos Gerais, com paisagens de tirar o fôlego!', '🏞️'],
  '43': ['Londrina e Norte do Paraná', 'De Londrina, a pequena Londres do Paraná!', '🎡'],
  '44': ['Maringá e Noroeste do Paraná', 'De Maringá, a cidade canção!', '🎶'],
  '45': ['Oeste do Paraná e Foz do Iguaçu', 'Do Oeste do Paraná, pertinho das Cataratas!', '💦'],
  '46': ['Sudoeste do Paraná', 'Do Sudoeste do Paraná, terra de empreendedores!', '🌄'],
  '47': [
    'Norte de Santa Catarina e Vale do Itajaí',
    'De Joinville e Blumenau: Oktoberfest e inovação!',
    '🍻',
  ],
  '48': ['Florianópolis e região', 'Da Ilha da Magia, Floripa!', '🏝️'],
  '49': ['Oeste de Santa Catarina', 'Do Oeste catarinense, onde o trabalho é sagrado!', '🐓'],
  '51': ['Porto Alegre e região', 'De Porto Alegre, bah, que tri ter você aqui!', '🧉'],
  '53': ['Pelotas e Sul do Rio Grande do Sul', 'De Pelotas, terra dos doces mais famosos do Sul!', '🍬'],
  '54': ['Serra Gaúcha', 'Da Serra Gaúcha, terra do vinho e da colônia italiana!', '🍷'],
  '55': ['Centro e Missões do Rio Grande do Sul', 'Do coração do Rio Grande, terra das Missões!', '🐎'],
  '61': ['Brasília e Distrito Federal', 'Da capital federal, o centro das decisões!', '🏛️'],
  '62': ['Goiânia e região', 'De Goiânia, pequi, sertanejo e muita garra!', '🎸'],
  '63': ['Tocantins', 'Do Tocantins, pertinho do Jalapão!', '🏜️'],
  '64': ['Sul de Goiás', 'Do sul goiano, força do agro brasileiro!', '🌽'],
  '65': ['Cuiabá e região', 'De Cuiabá, porta de entrada do Pantanal!', '🐊'],
  '66': ['Interior de Mato Grosso', 'Do interior mato-grossense, celeiro do Brasil!', '🌱'],
  '67': ['Mato Grosso do Sul', 'Do Mato Grosso do Sul, terra do Pantanal e do tereré!', '🦜'],
  '71': ['Salvador e região', 'De Salvador, a primeira capital do Brasil, axé!', '🥁'],
  '73': ['Sul da Bahia', 'Do sul da Bahia, terra do cacau e de Jorge Amado!', '🍫'],
  '75': ['Feira de Santana e Recôncavo', 'De Feira de Santana, a princesa do sertão!', '👑'],
  '77': ['Sudoeste e Oeste da Bahia', 'Do sudoeste baiano, de Vitória da Conquista ao oeste!', '🌻'],
  '79': ['Sergipe', 'De Sergipe, pequeno no mapa e gigante no coração!', '🦀'],
  '81': ['Recife e região', 'De Recife, a Veneza brasileira, frevo na veia!', '🎭'],
  '82': ['Alagoas', 'De Alagoas, o Caribe brasileiro!', '🐠'],
  '83': ['Paraíba', 'Da Paraíba, onde o sol nasce primeiro nas Américas!', '🌅'],
  '84': ['Rio Grande do Norte', 'Do Rio Grande do Norte, terra das dunas e do sol!', '🏜️'],
  '85': ['Fortaleza e região', 'De Fortaleza, terra da alegria e do humor!', '😄'],
  '86': ['Teresina e Norte do Piauí', 'De Teresina, a cidade verde!', '🌴'],
  '87': ['Sertão de Pernambuco', 'Do Sertão pernambucano, de Petrolina para o mundo!', '🍇'],
  '88': ['Interior do Ceará', 'Do interior do Ceará, terra de Padre Cícero!', '🙏'],
  '89': ['Sul do Piauí', 'Do sul do Piauí, terra da Serra da Capivara!', '🦴'],
  '91': ['Belém e região', 'De Belém, açaí de verdade e muito talento!', '🫐'],
  '92': ['Manaus e região', 'De Manaus, coração da Amazônia!', '🌳'],
  '93': ['Santarém e Oeste do Pará', 'De Santarém, onde os rios se encontram!', '🏞️'],
  '94': ['Marabá e Sudeste do Pará', 'Do sudeste paraense, terra de riquezas!', '⛏️'],
  '95': ['Roraima', 'De Roraima, lá no topo do Brasil!', '🗻'],
  '96': ['Amapá', 'Do Amapá, bem no meio do mundo!', '🌎'],
  '97': ['Interior do Amazonas', 'Do interior do Amazonas, de barco até a IA!', '🛶'],
  '98': ['São Luís e região', 'De São Luís, a ilha do amor e do reggae!', '🎵'],
  '99': ['Interior do Maranhão', 'Do interior do Maranhão, de Imperatriz para o mundo!', '🌾'],
};

function toRegion(code: string, [name, message, emoji]: Entry): Region {
  return { code, name, message, emoji };
}

/** Every covered area code, the fallback first. */
export const REGIONS: readonly Region[] = Object.entries(TABLE).map(([code, entry]) => toRegion(code, entry));

/** The region of an area code, or Brasil ('00') for a code the table does not cover. */
export function regionForAreaCode(code: string | undefined): Region {
  const known = code === undefined ? undefined : TABLE[code];
  return known
    ? toRegion(code as string, known)
    : toRegion(FALLBACK_AREA_CODE, TABLE[FALLBACK_AREA_CODE] as Entry);
}

/**
 * The region of a phone number, read from characters 3–4 of its digits when it is Brazilian
 * (55…); any other number, or a Brazilian one with an unknown code, gets Brasil.
 */
export function regionForPhone(phone: string): Region {
  return regionForAreaCode(brazilianAreaCode(phone));
}
