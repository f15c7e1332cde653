/**
 * A sample of what a game master receives for Spring 1901: seven sheets pasted together, some
 * with headings and some without, misspelt provinces, missing unit types, a coast left out, two
 * orders for one unit, an order to another power's unit and a line that names nothing.
 */
export const SAMPLE_SHEETS = `England:
F Lon - Nrth Sea
Fleet Edinburg to Norwegian Sea
Liv - Yor

France
A Par-Bur
A Par-Pic
F Bre - Mid
A Mun - Bur

Germany:
A Ber - Kie
F Kiel - Den
A Munich hold

Russia:
F StP - Bot
F Sev-Bla
A Mos-Ukr
A War - Gal

Italy:
A Ven - Tri
Rome to Apulia
see you all next turn!

Turkey:
F Ank - Bla
A Con-Bul
A Smy-Arm

Austria:
A Vie-Gal
F Tri H
A Bud-Ser
`;
