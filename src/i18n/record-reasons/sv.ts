import type { Message } from '../catalog';
import type { recordReasonsEn } from './en';

/** Svenska: varför ett protokoll inte kan läsas, en text per skäl som motorn ger. */
export const recordReasonsSv = {
  'record.reason.not-json': 'texten är skadad (den är inte JSON)',
  'record.reason.not-a-record': 'det är inget SKYJO-protokoll',
  'record.reason.format': 'det är inget SKYJO-protokoll (formatet saknas eller är fel)',
  'record.reason.version': 'det skrevs av en annan version av spelet',
  'record.reason.rules': 'reglerna är ogiltiga',
  'record.reason.players': 'listan över spelare saknas, är för kort eller för lång',
  'record.reason.rounds': 'listan över rundor saknas eller är skadad',
  'record.reason.not-a-round': 'en av rundorna är skadad',
  'record.reason.deck': 'korten som delades ut i en runda saknas eller är fel',
  'record.reason.reshuffles': 'de omblandade korten i en runda är skadade',
  'record.reason.actions': 'listan över drag i en runda saknas eller är skadad',
  'record.reason.not-an-action': 'ett av dragen är skadat',
  'record.reason.seat': 'ett drag anger ingen plats i spelet',
  'record.reason.action-type': 'ett drag är av ett slag som spelet inte känner till',
  'record.reason.position': 'ett drag anger ingen kortplats i rutnätet',
  'record.reason.after-game-end': 'det fortsätter efter att spelet är slut',
  'record.reason.after-round-end': 'en runda fortsätter efter att den är slut',
  'record.reason.round-cut-off': 'en runda slutar före sitt slut, men protokollet fortsätter',
  'record.reason.unused-reshuffles': 'en runda anger omblandade kort som den aldrig använder',
  'record.reason.no-round': 'det har ingen runda',
  'record.reason.unknown-cards':
    'det döljer kort som ingen har sett: det kan spelas upp, inte spelas vidare',
  'record.reason.unknown-action': 'ett drag är av ett slag som spelet inte känner till',
  'record.reason.bad-player':
    'det har ett antal spelare som spelet inte tillåter, eller ett drag av en plats som inte finns',
  'record.reason.bad-position': 'ett drag anger ingen kortplats i rutnätet',
  'record.reason.game-over': 'ett drag kommer efter att spelet är slut',
  'record.reason.round-over': 'ett drag kommer efter att dess runda är slut',
  'record.reason.not-your-turn': 'ett drag spelas i fel tur',
  'record.reason.setup-not-finished': 'ett drag spelas innan alla har vänt sina första kort',
  'record.reason.setup-finished': 'ett första kort vänds efter det första draget',
  'record.reason.already-revealed-two': 'en spelare vänder fler första kort än reglerna tillåter',
  'record.reason.position-removed': 'ett drag använder en kortplats vars kort har tagits bort',
  'record.reason.card-not-face-down': 'ett drag vänder ett kort som redan ligger uppvänt',
  'record.reason.card-already-drawn': 'en spelare drar igen med ett draget kort i handen',
  'record.reason.nothing-drawn': 'ett drag spelar ett draget kort, men inget drogs',
  'record.reason.unknown-card': 'ett kort som ett drag behöver är okänt',
  'record.reason.missing-reshuffle':
    'draghögen tar slut, men protokollet säger inte hur den blandades om',
  'record.reason.bad-reshuffle': 'en omblandad draghög innehåller inte de slängda korten',
  'record.reason.bad-deck': 'korten som delades ut i en runda är inte spelets kort',
  'record.reason.bad-setup': 'början av en runda är ogiltig',
  'record.reason.bad-rules': 'reglerna gäller inte för dess spelare',
} satisfies Record<keyof typeof recordReasonsEn, Message>;
