import { describe, it, expect } from 'vitest';
import {
  POWERS,
  STANDARD,
  buildMap,
  provinceOf,
  standardMap as map,
  type Loc,
  type Power,
  type UnitType,
} from '../../engine/map';

const ids = (s: string) => s.trim().split(/\s+/);
const sorted = (xs: readonly string[]) => [...xs].sort();
const allLocs: Loc[] = map.provinces.flatMap((p) => [...map.locs(p.id)]);
const TYPES: UnitType[] = ['A', 'F'];

const CANONICAL = ids(`
  adr aeg alb ank apu arm bal bar bel ber bla boh bot bre bud bul bur cly con den
  eas edi eng fin gal gas gre hel hol ion iri kie lon lvn lvp lyo mao mar mos mun
  naf nao nap nth nwg nwy par pic pie por pru rom ruh rum ser sev sil ska smy spa
  stp swe syr tri tun tus tyr tys ukr ven vie wal war wes yor`);

describe('provinces (Alexander I.3)', () => {
  it('has exactly the 75 canonical ids, in alphabetical order', () => {
    expect(map.provinces.map((p) => p.id)).toEqual(CANONICAL);
    expect(CANONICAL).toHaveLength(75);
  });

  it('splits into 14 inland, 42 coastal and 19 water provinces', () => {
    const of = (k: string) => map.provinces.filter((p) => p.kind === k).map((p) => p.id);
    expect(of('land')).toEqual(ids('boh bud bur gal mos mun par ruh ser sil tyr ukr vie war'));
    expect(of('sea')).toEqual(
      ids('adr aeg bal bar bla bot eas eng hel ion iri lyo mao nao nth nwg ska tys wes'),
    );
    expect(of('coast')).toHaveLength(42);
  });

  it('leaves out Switzerland, which is impassable', () => {
    expect(map.province('swi')).toBeUndefined();
    expect(map.lookup('Switzerland')).toBeUndefined();
    expect(map.lookup('swi')).toBeUndefined();
    expect(map.canMove('A', 'mun', 'swi')).toBe(false);
  });

  it('gives every province a full name', () => {
    for (const p of map.provinces) expect(p.name.length).toBeGreaterThan(3);
    expect(map.province('eng')?.name).toBe('English Channel');
    expect(map.province('stp')?.name).toBe('St. Petersburg');
  });
});

describe('supply centres', () => {
  const HOMES: Record<Power, string> = {
    AUS: 'bud tri vie',
    ENG: 'edi lon lvp',
    FRA: 'bre mar par',
    GER: 'ber kie mun',
    ITA: 'nap rom ven',
    RUS: 'mos sev stp war',
    TUR: 'ank con smy',
  };
  const NEUTRAL = ids('bel bul den gre hol nwy por rum ser spa swe tun');

  it('has 34 supply centres, listed alphabetically', () => {
    expect(map.supplyCentres).toHaveLength(34);
    expect(map.supplyCentres).toEqual(sorted(map.supplyCentres));
    expect(map.supplyCentres).toEqual(map.provinces.filter((p) => p.supplyCentre).map((p) => p.id));
  });

  for (const power of POWERS) {
    it(`${power} home centres are ${HOMES[power]}`, () => {
      expect(map.homeCentres(power)).toEqual(ids(HOMES[power]));
      for (const id of ids(HOMES[power])) {
        expect(map.province(id)?.home).toBe(power);
        expect(map.province(id)?.supplyCentre).toBe(true);
      }
    });
  }

  it('has 12 neutral centres with no home power', () => {
    for (const id of NEUTRAL) {
      expect(map.province(id)?.supplyCentre).toBe(true);
      expect(map.province(id)?.home).toBeUndefined();
    }
    expect(POWERS.flatMap((p) => map.homeCentres(p))).toHaveLength(22);
  });
});

describe('two-coast provinces (Alexander IV.3.c)', () => {
  it('only Bulgaria, Spain and St Petersburg have coasts', () => {
    expect(map.provinces.filter((p) => p.coasts).map((p) => p.id)).toEqual(['bul', 'spa', 'stp']);
    expect(map.coasts('bul')).toEqual(['ec', 'sc']);
    expect(map.coasts('spa')).toEqual(['nc', 'sc']);
    expect(map.coasts('stp')).toEqual(['nc', 'sc']);
    expect(map.coasts('par')).toEqual([]);
    expect(map.locs('spa')).toEqual(['spa/nc', 'spa/sc']);
    expect(map.locs('par')).toEqual(['par']);
    expect(map.locs('xyz')).toEqual([]);
  });

  const COASTS: Record<string, string> = {
    'bul/ec': 'bla con rum',
    'bul/sc': 'aeg con gre',
    'spa/nc': 'gas mao por',
    'spa/sc': 'lyo mao mar por wes',
    'stp/nc': 'bar nwy',
    'stp/sc': 'bot fin lvn',
  };
  for (const [loc, ns] of Object.entries(COASTS)) {
    it(`a fleet on ${loc} reaches exactly ${ns}`, () => {
      expect(map.moves('F', loc)).toEqual(ids(ns));
    });
  }

  it('a fleet must name its coast: a bare two-coast province is not a fleet position', () => {
    expect(map.moves('F', 'spa')).toEqual([]);
    expect(map.canMove('F', 'spa', 'mao')).toBe(false);
    expect(map.canMove('F', 'stp', 'bar')).toBe(false);
  });

  it('a fleet ordered to a bare two-coast province can go if any coast is reachable', () => {
    expect(map.canMove('F', 'mao', 'spa')).toBe(true); // both coasts: ambiguity is the caller's call
    expect(map.canMove('F', 'con', 'bul')).toBe(true);
    expect(map.canMove('F', 'gas', 'spa')).toBe(true); // only the north coast
    expect(map.canMove('F', 'nwy', 'stp')).toBe(true);
    expect(map.canMove('F', 'aeg', 'bul')).toBe(true);
  });

  it('a fleet ordered to a named coast needs that coast', () => {
    expect(map.canMove('F', 'mao', 'spa/nc')).toBe(true);
    expect(map.canMove('F', 'mao', 'spa/sc')).toBe(true);
    expect(map.canMove('F', 'gas', 'spa/sc')).toBe(false);
    expect(map.canMove('F', 'wes', 'spa/nc')).toBe(false);
    expect(map.canMove('F', 'bla', 'bul/sc')).toBe(false);
    expect(map.canMove('F', 'aeg', 'bul/ec')).toBe(false);
    expect(map.canMove('F', 'bot', 'stp/nc')).toBe(false);
    expect(map.canMove('F', 'spa/nc', 'spa/sc')).toBe(false);
    expect(map.canMove('F', 'mao', 'bre/nc')).toBe(false); // no such coast
  });

  it('armies ignore coasts on both sides', () => {
    expect(map.canMove('A', 'fin', 'stp/nc')).toBe(true);
    expect(map.canMove('A', 'stp/sc', 'mos')).toBe(true);
    expect(map.moves('A', 'stp/nc')).toEqual(map.moves('A', 'stp'));
    expect(map.moves('A', 'stp')).toEqual(ids('fin lvn mos nwy'));
  });
});

describe('adjacency is consistent', () => {
  it('every border works both ways, for both unit types', () => {
    // Armies stand on provinces, fleets on locs.
    for (const type of TYPES) {
      for (const from of type === 'A' ? CANONICAL : allLocs) {
        for (const to of map.moves(type, from)) {
          expect(map.canMove(type, to, from), `${type} ${to}-${from}`).toBe(true);
          expect(map.moves(type, to), `${type} ${to}`).toContain(from);
        }
      }
    }
  });

  it('canMove agrees with moves for every pair of locs', () => {
    for (const type of TYPES) {
      for (const from of allLocs) {
        const reach = new Set(map.moves(type, from));
        for (const to of allLocs) expect(map.canMove(type, from, to)).toBe(reach.has(to) || (type === 'A' && reach.has(provinceOf(to))));
      }
    }
  });

  it('armies never touch a sea, fleets never touch an inland province', () => {
    const kind = (l: Loc) => map.province(provinceOf(l))!.kind;
    for (const from of allLocs) {
      for (const to of map.moves('A', from)) expect([kind(from), kind(to)]).not.toContain('sea');
      for (const to of map.moves('F', from)) expect([kind(from), kind(to)]).not.toContain('land');
    }
    for (const p of map.provinces) {
      if (p.kind === 'sea') expect(map.moves('A', p.id)).toEqual([]);
      if (p.kind === 'land') expect(map.moves('F', p.id)).toEqual([]);
    }
  });

  it('has 111 land borders and 141 fleet borders', () => {
    const count = (type: UnitType, from: readonly Loc[]) =>
      from.reduce((n, l) => n + map.moves(type, l).length, 0) / 2;
    expect(count('A', map.provinces.map((p) => p.id))).toBe(111);
    expect(count('F', allLocs)).toBe(141);
  });

  // Two coastal provinces are fleet-adjacent only along a shared coastline
  // (Alexander IV.3.b), so they must touch a common sea. The converse holds
  // everywhere but one place: Gascony and Spain's south coast both touch the
  // Mid-Atlantic, yet no coastline joins them.
  it('coastal fleet borders are exactly army borders on a shared sea, bar gas–spa/sc', () => {
    const seas = (l: Loc) => map.moves('F', l).filter((n) => map.province(provinceOf(n))!.kind === 'sea');
    const coastal = allLocs.filter((l) => map.province(provinceOf(l))!.kind === 'coast');
    const odd: string[] = [];
    for (const a of coastal) {
      for (const b of coastal) {
        if (provinceOf(a) >= provinceOf(b)) continue;
        const shareSea = seas(a).some((s) => seas(b).includes(s));
        const fleet = map.canMove('F', a, b);
        if (fleet) expect(shareSea && map.canMove('A', a, b), `${a}-${b}`).toBe(true);
        if (!fleet && shareSea && map.canMove('A', a, b)) odd.push(`${a}-${b}`);
      }
    }
    expect(odd).toEqual(['gas-spa/sc']);
  });
});

describe('known borders and non-borders', () => {
  const edge = (type: UnitType, list: string, want: boolean) => {
    for (const e of ids(list)) {
      const [a, b] = e.split('-') as [Loc, Loc];
      expect(map.canMove(type, a, b), `${type} ${e}`).toBe(want);
      expect(map.canMove(type, b, a), `${type} ${b}-${a}`).toBe(want);
    }
  };

  it('waterways Kiel, Constantinople, Denmark, Sweden have one coast (Alexander IV.3.d)', () => {
    edge('F', 'kie-hol kie-hel kie-bal kie-den kie-ber', true);
    edge('F', 'con-bla con-aeg con-bul/ec con-bul/sc con-ank con-smy', true);
    edge('F', 'den-swe den-ska den-nth den-hel den-bal den-kie', true);
    edge('F', 'swe-bal swe-bot swe-ska swe-nwy swe-fin swe-den', true);
    expect(sorted(map.moves('F', 'kie'))).toEqual(ids('bal ber den hel hol'));
    expect(sorted(map.moves('F', 'con'))).toEqual(ids('aeg ank bla bul/ec bul/sc smy'));
    expect(sorted(map.moves('F', 'den'))).toEqual(ids('bal hel kie nth ska swe'));
    expect(sorted(map.moves('F', 'swe'))).toEqual(ids('bal bot den fin nwy ska'));
  });

  it('British coasts: Clyde and Liverpool', () => {
    edge('F', 'cly-nao cly-nwg cly-edi cly-lvp lvp-nao lvp-iri lvp-wal', true);
    edge('F', 'cly-iri lvp-yor lvp-edi wal-yor', false);
    edge('A', 'lvp-yor lvp-edi wal-yor', true);
    expect(map.moves('F', 'cly')).toEqual(ids('edi lvp nao nwg'));
    expect(map.moves('F', 'lvp')).toEqual(ids('cly iri nao wal'));
  });

  it('assorted coasts from the brief', () => {
    edge('F', 'nwy-stp/nc arm-sev arm-ank syr-eas syr-smy', true);
    edge('F', 'alb-adr alb-ion alb-gre alb-tri apu-adr apu-ion apu-nap apu-ven', true);
    expect(map.moves('F', 'alb')).toEqual(ids('adr gre ion tri'));
    expect(map.moves('F', 'apu')).toEqual(ids('adr ion nap ven'));
  });

  it('land-only borders are not fleet borders', () => {
    edge('F', 'rom-ven rom-apu ven-tus ven-pie gas-mar ank-smy arm-smy arm-syr fin-nwy', false);
    edge('A', 'rom-ven rom-apu ven-tus ven-pie gas-mar ank-smy arm-smy arm-syr fin-nwy', true);
  });

  it('places that do not border at all', () => {
    edge('F', 'bal-ska naf-tys nth-pic kie-mun bre-par', false);
    edge('A', 'den-ber naf-spa lvp-lon', false);
    edge('A', 'bre-par', true); // inland border only
  });
});

describe('2008 rulebook movement examples', () => {
  it('Diagram 1: an army in Paris can go to Brest, Picardy, Burgundy or Gascony', () => {
    expect(map.moves('A', 'par')).toEqual(ids('bre bur gas pic'));
  });

  it('Diagram 2: a fleet in the English Channel reaches its eight neighbours', () => {
    expect(map.moves('F', 'eng')).toEqual(ids('bel bre iri lon mao nth pic wal'));
  });

  it('Diagram 3: a fleet in Rome reaches Tuscany, Naples and the Tyrrhenian Sea, not Venice or Apulia', () => {
    expect(map.moves('F', 'rom')).toEqual(ids('nap tus tys'));
    expect(map.canMove('F', 'rom', 'ven')).toBe(false);
    expect(map.canMove('F', 'rom', 'apu')).toBe(false);
    // The inland borders are still there for armies.
    expect(map.canMove('A', 'rom', 'ven')).toBe(true);
    expect(map.canMove('A', 'rom', 'apu')).toBe(true);
  });

  it('Specific Movement Clarifications: two coasts, waterways, Sweden and Denmark', () => {
    for (const to of ['wes', 'lyo', 'mar']) expect(map.canMove('F', 'spa/nc', to)).toBe(false);
    expect(map.canMove('F', 'con', 'bul/ec') && map.canMove('F', 'con', 'bul/sc')).toBe(true);
    expect(map.canMove('F', 'mao', 'spa/nc') && map.canMove('F', 'mao', 'spa/sc')).toBe(true);
    expect(map.canMove('F', 'bla', 'con') && map.canMove('F', 'con', 'aeg')).toBe(true);
    expect(map.canMove('F', 'hol', 'kie') && map.canMove('F', 'kie', 'ber')).toBe(true);
    for (const t of TYPES) expect(map.canMove(t, 'swe', 'den')).toBe(true);
    expect(map.canMove('F', 'bal', 'ska')).toBe(false);
    expect(map.canMove('A', 'den', 'ber')).toBe(false);
  });
});

describe('DATC 6.A map checks', () => {
  it('6.A.1 F nth-pic: not adjacent', () => expect(map.canMove('F', 'nth', 'pic')).toBe(false));
  it('6.A.2 A lvp-iri: army to sea', () => expect(map.canMove('A', 'lvp', 'iri')).toBe(false));
  it('6.A.3 F kie-mun: fleet inland', () => expect(map.canMove('F', 'kie', 'mun')).toBe(false));
  it('6.A.9 F rom-ven: no shared coast', () => expect(map.canMove('F', 'rom', 'ven')).toBe(false));
});

describe('adjacentSeas and canOccupy', () => {
  it('lists the seas a fleet can reach from any coast', () => {
    expect(map.adjacentSeas('spa')).toEqual(ids('lyo mao wes'));
    expect(map.adjacentSeas('stp')).toEqual(ids('bar bot'));
    expect(map.adjacentSeas('bul')).toEqual(ids('aeg bla'));
    expect(map.adjacentSeas('kie')).toEqual(ids('bal hel'));
    expect(map.adjacentSeas('mao')).toEqual(ids('eng iri nao wes'));
    expect(map.adjacentSeas('bla')).toEqual([]);
    expect(map.adjacentSeas('par')).toEqual([]);
  });

  it('every coastal province touches a sea', () => {
    for (const p of map.provinces) if (p.kind === 'coast') expect(map.adjacentSeas(p.id).length, p.id).toBeGreaterThan(0);
  });

  it('armies stand on land, fleets on water and coasts', () => {
    expect(map.canOccupy('A', 'par')).toBe(true);
    expect(map.canOccupy('A', 'bre')).toBe(true);
    expect(map.canOccupy('A', 'nth')).toBe(false);
    expect(map.canOccupy('F', 'par')).toBe(false);
    expect(map.canOccupy('F', 'bre')).toBe(true);
    expect(map.canOccupy('F', 'nth')).toBe(true);
    expect(map.canOccupy('F', 'stp')).toBe(true);
    expect(map.canOccupy('A', 'swi')).toBe(false);
  });
});

describe('lookup', () => {
  it('finds every id, full name and alias of every province', () => {
    for (const p of map.provinces) {
      for (const n of [p.id, p.id.toUpperCase(), p.name, p.name.toUpperCase(), ...p.aliases]) {
        expect(map.lookup(n), n).toBe(p.id);
      }
    }
  });

  it('reads the Alexander Table III.2b abbreviations', () => {
    const TABLE = `
      Boh-boh Bud-bud Gal-gal Tri-tri Tyr-tyr Vie-vie Ank-ank Arm-arm Con-con Smy-smy Syr-syr
      Cly-cly Edi-edi Lvp-lvp Lon-lon Wal-wal Yor-yor Alb-alb Bel-bel Bul-bul Fin-fin Gre-gre
      Hol-hol Nwy-nwy Naf-naf Por-por Rum-rum Ser-ser Spa-spa Swe-swe Tun-tun Bre-bre Bur-bur
      Gas-gas Mar-mar Par-par Pic-pic Ber-ber Kie-kie Mun-mun Pru-pru Ruh-ruh Sil-sil Apu-apu
      Nap-nap Pie-pie Rom-rom Tus-tus Ven-ven Lvn-lvn Mos-mos Sev-sev StP-stp Ukr-ukr War-war
      ADR-adr AEG-aeg BAL-bal BAR-bar BLA-bla EAS-eas ENG-eng BOT-bot GOL-lyo HEL-hel ION-ion
      IRI-iri MID-mao NAT-nao NTH-nth NRG-nwg SKA-ska TYN-tys WES-wes`;
    for (const pair of ids(TABLE)) {
      const [abbr, id] = pair.split('-');
      expect(map.lookup(abbr!), abbr).toBe(id);
    }
  });

  it('reads the 2008 rulebook abbreviations', () => {
    const TABLE = `
      Den-den NAf-naf Adr-adr Aeg-aeg Bal-bal Bar-bar Bla-bla Eas-eas Eng-eng Bot-bot GoL-lyo
      Hel-hel Ion-ion Iri-iri Mid-mao NAt-nao Nth-nth Nrg-nwg Ska-ska Tyn-tys Wes-wes`;
    for (const pair of ids(TABLE)) {
      const [abbr, id] = pair.split('-');
      expect(map.lookup(abbr!), abbr).toBe(id);
    }
  });

  it('reads DAIDE province codes', () => {
    expect(map.lookup('ECH')).toBe('eng');
    expect(map.lookup('GOB')).toBe('bot');
    expect(map.lookup('GOL')).toBe('lyo');
    for (const c of ids('MAO NAO NWG TYS LVN NTH SKA HEL BAL')) expect(map.lookup(c)).toBe(c.toLowerCase());
  });

  it('reads common names and spellings', () => {
    const ALIASES: [string, string][] = [
      ['NAO', 'nao'], ['NAT', 'nao'], ['North Atlantic', 'nao'], ['North Atlantic Ocean', 'nao'],
      ['Gulf of Lyons', 'lyo'], ['Gulf of Lyon', 'lyo'], ['Lyon', 'lyo'], ['GoL', 'lyo'], ['lyo', 'lyo'],
      ['St. Petersburg', 'stp'], ['St Petersburg', 'stp'], ['Saint Petersburg', 'stp'], ['stp', 'stp'], ['StP', 'stp'],
      ['Sevastapol', 'sev'], ['Sevastopol', 'sev'],
      ['Marseille', 'mar'], ['Marseilles', 'mar'],
      ['Helgoland', 'hel'], ['Heligoland Bight', 'hel'], ['Helgoland Bight', 'hel'],
      ['Livonia', 'lvn'], ['lvo', 'lvn'],
      ['Tyrolia', 'tyr'], ['Tyrol', 'tyr'], ['tyl', 'tyr'], ['Tyr', 'tyr'],
      ['Norwegian Sea', 'nwg'], ['NRG', 'nwg'], ['NWG', 'nwg'],
      ['Barents', 'bar'], ['Skagerrak', 'ska'], ['Skaggerak', 'ska'],
      ['North Africa', 'naf'], ['NAf', 'naf'], ['N. Africa', 'naf'],
      ['Mid-Atlantic', 'mao'], ['Mid Atlantic', 'mao'], ['Mid Atlantic Ocean', 'mao'], ['MAT', 'mao'], ['MID', 'mao'], ['MAO', 'mao'],
      ['English Channel', 'eng'], ['ENG', 'eng'], ['Channel', 'eng'],
      ['Irish Sea', 'iri'], ['IRI', 'iri'], ['IRS', 'iri'],
      ['Romania', 'rum'], ['Rome', 'rom'], ['Tunisia', 'tun'], ['Burgandy', 'bur'],
      ['  north   sea ', 'nth'], ['eastern med', 'eas'],
    ];
    for (const [name, id] of ALIASES) expect(map.lookup(name), name).toBe(id);
  });

  it('reads coasts in every common form', () => {
    const FORMS: [string, string][] = [
      ['spa/nc', 'spa/nc'], ['spa(nc)', 'spa/nc'], ['spa (nc)', 'spa/nc'], ['spa nc', 'spa/nc'], ['spa-nc', 'spa/nc'],
      ['Spain/NC', 'spa/nc'], ['Spain (north coast)', 'spa/nc'], ['Spain north coast', 'spa/nc'],
      ['Spain, south coast', 'spa/sc'], ['SPA/SC', 'spa/sc'],
      ['stp/sc', 'stp/sc'], ['StP(sc)', 'stp/sc'], ['St. Petersburg (south coast)', 'stp/sc'],
      ['Saint Petersburg north coast', 'stp/nc'], ['STP NCS', 'stp/nc'], ['(STP NCS)', 'stp/nc'],
      ['bul/ec', 'bul/ec'], ['Bulgaria (east coast)', 'bul/ec'], ['Bulgaria/SC', 'bul/sc'], ['bul sc', 'bul/sc'],
    ];
    for (const [name, loc] of FORMS) expect(map.lookup(name), name).toBe(loc);
  });

  it('returns undefined for unknown names, missing coasts and ambiguous words', () => {
    const BAD = [
      '', '   ', 'xyz', 'Switzerland', 'North', 'Atlantic', 'Gulf', 'Mediterranean', 'NA', 'Nor', 'Liv',
      'bul/nc', 'spa/ec', 'stp/ec', 'mar/sc', 'par/nc', 'xyz/nc', 'spa/', 'England',
    ];
    for (const name of BAD) expect(map.lookup(name), name).toBeUndefined();
  });
});

describe('starting units (Alexander Table I.4)', () => {
  const EXPECTED: Record<Power, string> = {
    AUS: 'A vie, A bud, F tri',
    ENG: 'F lon, F edi, A lvp',
    FRA: 'A par, A mar, F bre',
    GER: 'A ber, A mun, F kie',
    ITA: 'A rom, A ven, F nap',
    RUS: 'A mos, F sev, A war, F stp/sc',
    TUR: 'F ank, A con, A smy',
  };

  it('matches the table', () => {
    for (const power of POWERS) expect(map.startingUnits[power].join(', ')).toBe(EXPECTED[power]);
  });

  it('puts 22 units on legal locs in their own home centres', () => {
    let n = 0;
    for (const power of POWERS) {
      for (const u of map.startingUnits[power]) {
        const [type, loc] = u.split(' ') as [UnitType, Loc];
        const id = provinceOf(loc);
        expect(map.locs(id), u).toContain(loc);
        expect(map.canOccupy(type, id), u).toBe(true);
        expect(map.homeCentres(power), u).toContain(id);
        if (type === 'F') expect(map.moves('F', loc).length, u).toBeGreaterThan(0);
        n++;
      }
    }
    expect(n).toBe(22);
  });
});

describe('buildMap validates its data', () => {
  it('rejects a fleet edge into a two-coast province without a coast', () => {
    expect(() => buildMap({ ...STANDARD, fleetEdges: STANDARD.fleetEdges + ' mao-spa' })).toThrow();
  });
  it('rejects an army edge touching a sea', () => {
    expect(() => buildMap({ ...STANDARD, armyEdges: STANDARD.armyEdges + ' lvp-iri' })).toThrow();
  });
  it('rejects a fleet edge touching an inland province', () => {
    expect(() => buildMap({ ...STANDARD, fleetEdges: STANDARD.fleetEdges + ' kie-mun' })).toThrow();
  });
  it('rejects an alias that names two provinces', () => {
    const provinces = STANDARD.provinces.map((r) =>
      r[0] === 'nao' ? ([r[0], r[1], r[2], [...r[3], 'NAf']] as const) : r,
    );
    expect(() => buildMap({ ...STANDARD, provinces })).toThrow(/both/);
  });
});
