### The rules of the game for players: one short statement per rule ID, which reports and `check` cite as
### "(SAB-1)". `dynasty rules` prints them and the players' guide (docs/guide.en.md) embeds them, in the
### order of this file. `rule-group-<GROUP>` is the title of the rules whose IDs begin with GROUP.
### Every rule ID of the game is here, in both languages (a test compares the two catalogs). The numbers are
### those of the default rules data, dynasty/game/data/rules.yaml; a test checks the actions' costs and target
### numbers against it. No variables: a statement is a fixed text.

## TURN

rule-group-TURN = The turn
rule-TURN-1 = A turn is 5 years of game time. Turns are numbered from 1.
rule-TURN-2 = The game master resolves a turn in five steps: (1) the actions ordered for it, (2) battles, (3) aging
    and death rolls, (4) mood, then loyalty, (5) income and the sum of the turn's reputation changes.
rule-TURN-3 = Then each dynasty's new turn begins: (1) an event is rolled for each province, (2) births are rolled,
    (3) you decide about revolts and the other events, (4) you write your dynasty's actions in your orders.
rule-TURN-4 = One resolution takes your orders for a turn (decisions and actions), runs the master's five steps,
    rolls the next turn's events and births and publishes the next turn's reports. You answer those reports with
    your orders for the next turn.
rule-TURN-5 = Every living character ages 5 years each turn, at step 3, before the death rolls.
rule-TURN-6 = The game master may resolve some actions early, for example visits: the result is the same as at the
    end of the turn, because each die is tied to what it decides.

## CHAR

rule-group-CHAR = Characters
rule-CHAR-1 = A dynasty has one or more members; one of them is its head.
rule-CHAR-2 = Every character has a name, a sex, an age, a mood, a loyalty, five skills and two traits.
rule-CHAR-3 = The game also records each character's parents, spouse, birth dynasty and present dynasty, and whether
    he is alive; family ties are worked out from parents and marriages.

## MOOD

rule-group-MOOD = Mood
rule-MOOD-1 = Mood comes mostly from traits. The head's mood sets the dynasty's action points (AP); every other
    member's mood changes his loyalty.
rule-MOOD-2 = Every mood goes back to 0 each turn, as soon as loyalty has changed.
rule-MOOD-3 = Mood is added up at the master's step 4 from what happened during the turn: actions, wars, marriages,
    events. The head's mood becomes the dynasty's ruling mood, which sets the next turn's AP.
rule-MOOD-4 = Whatever changes a mood during the turn (a marriage, a visit) counts at the next step 4; your report
    lists everything that makes up each member's mood.

## LOY

rule-group-LOY = Loyalty
rule-LOY-1 = Loyalty starts at 3 and is at most 5.
rule-LOY-2 = Loyalty is never below 0.
rule-LOY-3 = At the end of each turn a negative mood lowers loyalty by 1 (by 2 at mood −3 or less), a positive mood
    raises it by 1 (by 2 at mood 3 or more), and mood 0 leaves it as it is.
rule-LOY-4 = The head's loyalty has no effect and always counts as 5.
rule-LOY-5 = Each member with loyalty 5 gives the dynasty +1 AP.
rule-LOY-6 = The bonus of LOY-5 counts the living members aged 15 or more other than the head, after the turn's
    change of loyalty.

## SAB

rule-group-SAB = Sabotage
rule-SAB-1 = A character with loyalty 1 or less may sabotage an action you order him to execute: roll 1d4 + loyalty
    − the mood penalty the action would give him, and on 2 or less he abandons it. The penalty counts only the mood
    losses the action itself is sure to bring him (2 for a Lazy executor), not those that depend on a later die.
rule-SAB-2 = A character cannot sabotage an action aimed at himself, except Isolate.
rule-SAB-3 = A sabotaged action still costs its AP and coins and has no other effect; your report shows it with the
    roll.
rule-SAB-4 = A general with loyalty 1 or less may refuse to fight (the roll of SAB-1); the battle is then fought as
    if his Combat were 0.

## SKILL

rule-group-SKILL = Skills
rule-SKILL-1 = Five skills, each from 1 to 6: Combat (war and command), Learning (developing provinces), Intrigue
    (information and plots), Piety (the church), Stewardship (running the dynasty and its lands).
rule-SKILL-2 = No effect takes a skill above 6 or below 1: Piety 1 with −2 from a trait stays 1.
rule-SKILL-3 = A trait changes skills once, when the character gets it; if the trait later disappears or stops
    working, the skills stay as they are.
rule-SKILL-4 = A Genius can raise his skills by study up to 8.

## AGE

rule-group-AGE = Age
rule-AGE-1 = Children aged 0 to 10 cannot have children and cannot execute any action; other dynasties can only
    visit them.
rule-AGE-2 = At 15 a character comes of age: he may execute actions, marry and command an army.
rule-AGE-3 = From 20 a character can have children.
rule-AGE-4 = From 50 a character can no longer have children. A head aged 50 costs his dynasty 1 AP, and 1 more for
    every 5 years beyond (−2 AP at 55, −3 at 60).
rule-AGE-5 = A character who turns 60, 65 or 70 rolls 1d4 and dies of old age on a 1.
rule-AGE-6 = A character who turns 75 dies of old age at that same step; nobody begins a turn aged 75.
rule-AGE-7 = Newborns are aged 0, and no age is ever below 0.
rule-AGE-8 = Ages are always multiples of 5, so every character who lives long enough passes 60, 65 and 70.

## INFO

rule-group-INFO = What you know
rule-INFO-1 = Of other dynasties, allied or hostile, you know at first only the names and ages of their members.
rule-INFO-2 = You learn other characters' traits and loyalty through the actions Spy, Visit and Ball.
rule-INFO-3 = Public to everyone: each dynasty's name, head and members (name, sex, age, parents, spouse), its
    provinces, reputation, wars, peace, vassals and cadet branches, and every public action. Traits, loyalty, mood,
    skills, treasury, army and technologies stay hidden until you learn them.
rule-INFO-4 = A learned fact is shown with the turn you learned it ("loyalty 2, learned on turn 7") and is not
    updated until you learn it again.
rule-INFO-5 = You always know everything about your own dynasty, with the dice of your own events, births, actions
    and checks. You never see another dynasty's dice, except where the result is public (battles, public actions).

## DYN

rule-group-DYN = The dynasty
rule-DYN-1 = A dynasty starts with reputation 80, 30 coins, an army of 15, 3 provinces and exactly 4 characters.
rule-DYN-2 = A dynasty whose reputation falls to 0 or less loses at once and is destroyed.
rule-DYN-3 = Action points (AP) of a turn: 8 + 2 × the head's mood + the head's Stewardship.
rule-DYN-4 = In full: AP = 8 + 2 × ruling mood + the head's Stewardship + 1 for each member with loyalty 5 − the
    head's age penalty, plus or minus technologies and the era; never below 0. On turn 1 the ruling mood is 0.
rule-DYN-5 = A character, the head included, executes one action a turn (a Workaholic two).
rule-DYN-6 = AP you do not spend are lost.
rule-DYN-7 = The treasury never goes below 0. A cost that cannot be paid in full is not paid, and its action fails
    ("not enough coins"); army upkeep is the one exception (ARMY-3).

## REP

rule-group-REP = Reputation
rule-REP-1 = A reputation change applies at once, with its shares for cadet branches and vassals. A dynasty whose
    reputation falls to 0 or less is defeated at once, and its remaining actions of the turn are void.
rule-REP-2 = Reputation is at most 150; a gain above that is lost.
rule-REP-3 = A reputation change is shared once with the dynasties bound to it (cadet branches, main line, vassals:
    BRANCH-7, VASSAL-1) and spreads no further; no dynasty gets more than one share of one change.

## ECON

rule-group-ECON = Treasury
rule-ECON-1 = At the master's step 5, in this order: each province's income comes in (halved after this turn's
    famine or disease), vassal tax is paid and received, and army upkeep is paid.
rule-ECON-2 = A Spendthrift spends his 10 coins at step 4, so that his mood is known before loyalty changes; an
    Envious character compares treasuries at that moment too.

## GEN

rule-group-GEN = Creating characters
rule-GEN-1 = You design your head: two traits (one negative and one positive, or two neutral), the skill values 5,
    4, 3, 2 and 1 in any order, and an age that divides by 5, at least 20.
rule-GEN-2 = The other 3 starting characters are random: each skill is the lower of 2d6, and if every skill comes
    out 2 or less, one of them becomes 5.
rule-GEN-3 = A random character gets 2 random traits of two different categories.
rule-GEN-4 = Then the traits change the skills; where a trait lets you choose the skills (Bloodthirsty, Pacifist),
    the program chooses them at random.
rule-GEN-5 = The 3 random characters are the head's family: a spouse of the opposite sex, at most 10 years older or
    younger, and two more, each either a child of the couple or a brother or sister of the head. A scenario may list
    the starting characters instead.
rule-GEN-6 = A newborn is aged 0, with loyalty 3, random skills and traits and a sex rolled on 1d2; he gets a name
    by default, which you may change with the order Name a child.

## SUCC

rule-group-SUCC = Succession
rule-SUCC-1 = The head changes only when he dies, or when a head aged 60 or more abdicates.
rule-SUCC-2 = Only the head's eldest son or a descendant of his may succeed; if there is none, a brother, then a
    daughter, then a sister.
rule-SUCC-3 = Lawful heirs are the living members of the first group that has any: the eldest son and his
    descendants, the head's brothers, his daughters, his sisters. Any of them may be named; the default heir is the
    eldest son, else the senior of his line, else the eldest of the group. Half-brothers and half-sisters count as
    brothers and sisters.
rule-SUCC-4 = If anyone other than a lawful heir becomes head, the dynasty loses 80 reputation and half of what
    remains (rounded up); if its reputation is not enough, it loses at once.
rule-SUCC-5 = Your orders may name a preferred heir (decisions: heir). When the head dies, a lawful heir you named
    succeeds, else the default heir; a named heir who is not lawful succeeds with the penalty of SUCC-4. With no
    lawful heir the eldest member succeeds with that penalty, and with no member left the dynasty dies out.
rule-SUCC-6 = A head under 15 rules through a regent, any member of the dynasty aged 15 or more when the regency
    begins (after that turn's aging, so the orders may name one who turns 15 that turn); the regent steps down
    when the head turns 15.
rule-SUCC-7 = Under a regent, his mood, Stewardship and age count for the AP instead of the head's. The default
    regent is the eldest member of age; your orders may name another (decisions: regent).

## MAR

rule-group-MAR = Marriage and births
rule-MAR-1 = A wife moves to her husband's dynasty, unless she is the head of her own.
rule-MAR-2 = Both spouses must be alive, aged 15 or more, unmarried and of opposite sexes. If the wife is a head and
    the husband is not, he joins her dynasty; two heads each stay in their own.
rule-MAR-3 = Each turn while both spouses are under 50, the couple rolls 2d6: if no die shows 1, a child is born,
    and the couple rolls one die more every time after.
rule-MAR-4 = The birth roll is made only when both spouses are aged 20 or more.
rule-MAR-5 = The child's sex is rolled on 1d2 (1 a boy, 2 a girl); you name the child.
rule-MAR-6 = The child belongs to the mother's dynasty if she is its head, otherwise to the father's.
rule-MAR-7 = A marriage ends only by death or by the church (the action Annulment).
rule-MAR-8 = Whoever marries a Beautiful character gets +3 mood; whoever marries an Ugly one, −3.

## ALLY

rule-group-ALLY = Allies and enemies
rule-ALLY-1 = Another dynasty is your ally if it has a close relative of your head, or you have a close relative of
    its head; otherwise it is your enemy.
rule-ALLY-2 = Close relatives: son, daughter, father, mother, brother, sister.
rule-ALLY-3 = Other relatives: grandparents, grandchildren, uncles and aunts, nephews and nieces, cousins, and the
    spouse. Half-brothers and half-sisters are close relatives. Only the living count.
rule-ALLY-4 = If your Spy, Gossip, Conspiracy or Assassination against an ally is discovered, its reputation penalty
    is doubled.
rule-ALLY-5 = Alliances change whenever heads or members change; your report calls each dynasty ally or enemy and
    says why.

## BRANCH

rule-group-BRANCH = Cadet branches
rule-BRANCH-1 = A dynasty may found a cadet branch at any time (the action Create a cadet branch); the game master
    runs it at first, later another player.
rule-BRANCH-2 = A cadet branch gets at least 3 people: the chosen characters with all their children and
    grandchildren.
rule-BRANCH-3 = The head, his children and his grandchildren cannot go, and so neither can his parents and
    grandparents.
rule-BRANCH-4 = A cadet branch gets at least a third of the provinces, and at least 1.
rule-BRANCH-5 = A third is rounded down, but never below 1 province. The branch gets a share of the army in
    proportion to its provinces (rounded down) and coins only if the order gives some; its head is the eldest chosen
    character unless the order names another.
rule-BRANCH-6 = A new cadet branch starts with the reputation of the main line.
rule-BRANCH-7 = Every reputation change of the main line gives the branch half of it, and the other way round: +20
    to the branch gives +10 to the main line.
rule-BRANCH-8 = A branch's own cadet branch is a cadet branch of the main line too.
rule-BRANCH-9 = Every branch, however deep, belongs to one main line; the half passes only between the main line and
    each of its branches, never between two branches, and spreads no further.
rule-BRANCH-10 = A dynasty run by the game master gets its orders from him, written by hand or by the program's
    built-in player.

## VASSAL

rule-group-VASSAL = Vassals
rule-VASSAL-1 = Your reputation changes give your vassal half of them; your vassal's changes do not affect you.
rule-VASSAL-2 = A vassal must join its lord's wars and pays him a tax from its provinces' income.
rule-VASSAL-3 = Vassalage can be a term of peace, of a marriage or of any other agreement.
rule-VASSAL-4 = The tax is 25% of the vassal's province income before costs, rounded down, paid at the master's step
    5.
rule-VASSAL-5 = A vassal is at war with whoever its lord fights, on its lord's side; it can neither declare war on
    its lord nor make a separate peace.
rule-VASSAL-6 = A vassal has one lord, and vassalage never goes round in a circle: no dynasty becomes the vassal of
    its own vassal or of anyone below it.

## PROV

rule-group-PROV = Provinces
rule-PROV-1 = Each province yields 20 coins a turn and has a loyalty from 1 to 5, 3 at the start.
rule-PROV-2 = A captured province's loyalty becomes 2; if you retake your own province within 1 turn, its old
    loyalty comes back.
rule-PROV-3 = Each turn every province rolls 1d12. 1–3 revolt (only at loyalty 1, PROV-4); 4–7 nothing; 8–9 famine:
    half income this turn, and either pay 15 coins (+10 reputation, loyalty +1) or the province loses 2 loyalty and
    3 of its yield and you lose 10 reputation; 10–11 volunteers: at loyalty 4 or more your army grows by 3 for free
    (you may refuse), at loyalty 1 it loses 3 deserters; 12 disease: half income this turn, then the yield drops by
    5, or by 2 if you pay 10 coins.
rule-PROV-4 = A revolt rolls 3d6 at once, shown in your report, and your next orders decide: suppress it (your army
    loses that many) or yield the province. By default the revolt is suppressed if the army is large enough;
    otherwise the province is lost, stays in revolt for 3 turns and then goes to another dynasty chosen by a die.
rule-PROV-5 = Yield lost to famine or disease does not come back by itself (and never goes below 0): only Develop a
    province raises it. Half income applies to the income of the step 5 that follows the event.
rule-PROV-6 = When your orders say nothing, the defaults apply: famine and disease, pay if you can afford it;
    volunteers, accept. Your report says which decisions were defaults.
rule-PROV-7 = A province's loyalty stays between 1 and 5.

## ARMY

rule-group-ARMY = Army
rule-ARMY-1 = The army starts at 15; each point of it costs 1 coin of upkeep a turn.
rule-ARMY-2 = Recruiting costs 2 coins a point, at most 5 points a turn for each province you hold.
rule-ARMY-3 = If the upkeep cannot be paid in full at step 5, the unpaid soldiers desert and the treasury is left at
    0.

## WAR

rule-group-WAR = War
rule-WAR-1 = A dynasty at war names a general, who executes no action until the war ends or another general is
    named.
rule-WAR-2 = Each war turn you choose how many soldiers go into battle.
rule-WAR-3 = Strength in battle = the soldiers sent + the general's Combat for every full 10 soldiers sent.
rule-WAR-4 = A side stronger by 5 or more takes 1 province from the other; by 15, 2; by 30, 3; by 50, 4; by 75, 5;
    and so on (5, 15, 30, 50, 75, 105 ...).
rule-WAR-5 = The winner chooses the provinces it takes: in the order of the take list of its orders, else at random.
rule-WAR-6 = A general who refused to fight counts with Combat 0. After a battle the general may study Combat for
    free (the roll of Study).
rule-WAR-7 = Win or lose, half of the soldiers sent into battle die, rounded up, on both sides.
rule-WAR-8 = In a war of several dynasties each side adds up its dynasties' soldiers sent and each one's general's
    bonus; the winner may take provinces from any of the losers.
rule-WAR-9 = From the second turn of a war on, at the start of each war turn, each side loses 1 loyalty in each of
    its provinces and 10 reputation.
rule-WAR-10 = Each war turn, the first included, the largest one of these losses also applies: the enemy is your
    cadet branch or you are its (or two branches of one house), −60 reputation to the attacker and −30 to the
    defender; the enemy has a close relative of your head or you have one of its head, −40 to the attacker; any
    other relative, −20 to the attacker.
rule-WAR-11 = One battle per war per turn, at the master's step 2, with the soldiers sent by the orders of the turn
    just played; by default the whole army, split evenly among your wars. Soldiers recruited or disbanded at step 1
    of that turn count.
rule-WAR-12 = A war ends when peace is made, when one side holds no province, or when one side is destroyed.
rule-WAR-13 = When the reputation of a dynasty with a Hot-tempered head is damaged, roll 1d6: on a 1 it declares
    war, without spending AP, on the dynasty that did it the most damage that turn.
rule-WAR-14 = A war declared in your orders starts when that turn is resolved: that is its first war turn, and the
    defender learns of it from his next report. The first battle comes one turn later, so that both sides can send
    soldiers and name a general; a side without a general fights without his bonus.

## DEFEAT

rule-group-DEFEAT = Defeat and victory
rule-DEFEAT-1 = A defeated dynasty's provinces and coins are shared equally among its allies, and each of them loses
    30 reputation for losing an ally. The allies choose provinces in turn, the highest reputation first.
rule-DEFEAT-2 = What cannot be shared equally goes, all of it, to one dynasty chosen by a die, even an unrelated
    one; with no allies, everything does. Example: 5 provinces, 30 coins and 2 allies give each ally 2 provinces and
    15 coins, and the last province to a random dynasty.
rule-DEFEAT-3 = The enemies of a defeated dynasty gain 15 reputation.
rule-DEFEAT-4 = The members of a defeated dynasty die, except those married into other dynasties; its cadet branches
    and vassals become independent.
rule-DEFEAT-5 = The last dynasty standing wins. If all the remaining dynasties lose in the same turn, the one with
    more provinces wins; a dynasty left alone with its cadet branches wins together with them.

## TRAIT

rule-group-TRAIT = Traits
rule-TRAIT-high_fertility = High fertility (positive): the couple rolls one die fewer for a birth, and never more
    than 4; +1 mood while married.
rule-TRAIT-beautiful = Beautiful (positive): reputation losses caused by his actions alone are halved; +1 Intrigue;
    whoever marries him gets +3 mood.
rule-TRAIT-cunning = Cunning (positive): +2 Intrigue. +1 mood in a turn his dynasty used Spy, Assassination or
    Conspiracy, +2 if he did it himself, −1 otherwise. As head he takes 10 off the turn's largest reputation loss.
rule-TRAIT-smart = Smart (positive): the actions he executes cost 2 AP less, but not below 2 (after the era's
    discount).
rule-TRAIT-workaholic = Workaholic (positive): may execute two actions a turn; the second costs 2 AP more and gives
    him −1 mood.
rule-TRAIT-insidious = Insidious (positive): −3 Piety, +1 Intrigue, +1 mood when he executes Spy or Conspiracy. When
    they would bring trouble (a failed check's penalty, a discovery), a 1d2 may spare him all of it, and then the
    trait disappears.
rule-TRAIT-devoted = Devoted (positive): at mood −1 his loyalty does not drop; recruiting him for Spy or
    Assassination is at −3.
rule-TRAIT-genius = Genius (positive): studies with 1d6+2 instead of 1d6 and may raise skills up to 8.
rule-TRAIT-bloodthirsty = Bloodthirsty (neutral): +3 mood in the first turn of a war, +2 in each later war turn, −1
    when not at war. +2 Combat, −1 to two other skills. Together with Pacifist both traits stop working (the skills
    stay).
rule-TRAIT-honest = Honest (neutral): −2 Intrigue, +2 Piety. −1 mood when anyone of his dynasty uses Spy,
    Assassination or Conspiracy or lowers another dynasty's reputation, another −1 if he did it himself, +1
    otherwise. Other dynasties' Spy and Conspiracy aimed at him fail.
rule-TRAIT-pacifist = Pacifist (neutral): −3 mood in the first turn of a war, −2 in each later war turn (1 less in a
    defensive war), +1 when not at war. −2 Combat, +1 to another skill. Together with Bloodthirsty both traits stop
    working.
rule-TRAIT-gossip = Gossip (neutral): at each public action of his dynasty aimed at another dynasty, that dynasty
    loses 10 reputation and he gets +1 mood; the order may double the loss at a cost of 10 reputation to his own
    dynasty. −1 Piety, +1 Intrigue.
rule-TRAIT-flatterer = Flatterer (neutral): at each public action of his dynasty aimed at another dynasty, that
    dynasty gains 5 reputation; the order may triple the gain at a cost of 5 reputation to his own dynasty. +1
    Intrigue.
rule-TRAIT-proud = Proud (neutral): −1 mood when he raises another dynasty's reputation, +1 when someone raises his
    dynasty's. −1 Piety.
rule-TRAIT-paranoid = Paranoid (neutral): −1 mood in a turn other dynasties dealt with members of his dynasty (a
    visit, a ball; war does not count), +1 otherwise. No mercenary and no member of his own dynasty can kill him,
    recruiting him is at −5, and while he lives his dynasty learns who spied on it and who recruited the spy.
rule-TRAIT-recluse = Recluse (negative): −1 mood for each visit he receives; −1 Intrigue.
rule-TRAIT-low_fertility = Low fertility (negative): the couple rolls 2 dice more for a birth; −1 mood while
    married.
rule-TRAIT-bad_manners = Bad manners (negative): his dynasty loses 10 reputation for each public action he executes;
    −1 Intrigue, −1 Piety.
rule-TRAIT-ugly = Ugly (negative): reputation losses caused by his actions alone are doubled; whoever marries him
    gets −3 mood.
rule-TRAIT-envious = Envious (negative): −1 mood if he is not the head, and another −1 if any other dynasty has a
    larger treasury; −2 Piety.
rule-TRAIT-lazy = Lazy (negative): −2 mood when he executes any action but Visit, Entertain and the marriage actions
    (Find a spouse, Propose a marriage, Accept a marriage); +1 mood otherwise.
rule-TRAIT-hot_tempered = Hot-tempered (negative): −2 mood when his dynasty's reputation was damaged (once a turn),
    +1 during a war; −1 Piety. As head he may start a war in anger (WAR-13).
rule-TRAIT-spendthrift = Spendthrift (negative): spends 10 coins a turn and gets +1 mood; without the coins, −2
    mood.
rule-TRAIT-R1 = A trait's mood "in a turn" looks at the actions resolved at that turn's step 1 and at the wars of
    that moment; an "otherwise" bonus applies when its bad condition did not happen.
rule-TRAIT-R2 = Halving (Beautiful) and doubling (Ugly) apply to reputation losses caused only by an action he
    executed (for Bad manners, by his own penalty). Under a Cunning head the loss is halved or doubled first, then
    the 10 come off the turn's largest loss.

## ERA

rule-group-ERA = Eras
rule-ERA-1 = Four eras: Discovery (turns 1–4), Intrigue (5–8), War (9–12) and Anarchy (from turn 13).
rule-ERA-2 = Age of Discovery: Study, Research and Develop a province cost 1 AP less (at least 1); Research checks
    get +1.
rule-ERA-3 = Age of Intrigue: Spy, Gossip, Conspiracy and Assassination cost 1 AP less (at least 1); the discovery
    checks against them get −1.
rule-ERA-4 = Age of War: Declare war costs 1 AP; Recruit costs 1 coin a point; the reputation loss of WAR-9 is 5.
rule-ERA-5 = Age of Anarchy: a province revolts on 1–4, and revolts and deserting volunteers happen at loyalty 2 or
    less.
rule-ERA-6 = Each report names the era and its effects; the public chronicle announces a new era.

## ACT

rule-group-ACT = Actions
rule-ACT-0 = An action ordered for a turn is resolved at the master's step 1 of that turn, group by group
    (household, church, intrigue, diplomacy, learning, provinces, military) and within a group by the executor's
    skill, highest first; its AP and coins are paid then, and an action that can no longer be paid, or whose target
    is gone, fails with its AP spent. The executor must be a living member aged 15 or more, not isolated, not a
    general at war, and not busy with another action. Against a plot the target dynasty rolls 1d6 + its best
    Intrigue against the plot's discovery TN: a discovered plot is reported to the target with the executor's name,
    and his dynasty pays the plot's penalty (doubled against an ally).
rule-ACT-find_spouse = Find a spouse (5 AP, public): an unmarried executor marries someone from a minor noble
    family, who joins the dynasty: of the opposite sex, at most 5 years older or younger, with skills no higher than
    3 at first. Reputation −40 if the executor is the head, −20 if a child of the head, −10 otherwise.
rule-ACT-mentor = Mentoring (2 AP): the executor learns a skill from a teacher and gains 1 in it if the teacher's
    skill is at least 3 higher before the lesson (a teacher with 6 trains up to 4). The teacher is a member of the
    dynasty, busy for the turn, or a hired one: level 3 for 5 coins, 4 for 8, 5 for 13, 6 for 18.
rule-ACT-study = Study (2 AP): roll 1d6 (a Genius 1d6+2); above the skill's present value, the skill rises by 1 (up
    to 6, a Genius 8).
rule-ACT-entertain = Entertain (2 AP, 10 coins): the executor gets +1 mood.
rule-ACT-isolate = Isolate (2 AP): shuts away a member of your own dynasty, neither the head nor the heir, who may
    sabotage it. An isolated member executes nothing, cannot be visited, recruited or turned by other dynasties (a
    mercenary can still reach him) and gets −1 mood each turn; Release (1 AP) sets him free.
rule-ACT-abdicate = Abdicate (1 AP): a head aged 60 or more hands power to a lawful heir.
rule-ACT-create_branch = Create a cadet branch (3 AP): founds a cadet branch with the members and provinces you
    choose (BRANCH-1 to BRANCH-5).
rule-ACT-name = Name a child (0 AP): gives a newborn his name.
rule-ACT-visit = Visit (2 AP, public): the executor visits a member of another dynasty, a child too, and learns the
    host's traits and loyalty; the host's dynasty learns the visitor's traits.
rule-ACT-ball = Ball (4 AP, 20 coins, public): the executor invites 1 to 5 members of other dynasties and learns
    each guest's traits and loyalty; each guest's dynasty learns the host's traits. The host's dynasty gains 5
    reputation.
rule-ACT-propose_marriage = Propose a marriage (2 AP, public): the executor proposes to marry a member of another
    dynasty, on terms (a dowry either way, vassalage either way). If the other side orders the same match on the
    same terms that turn, or accepts it in its next orders, they marry; otherwise the proposal lapses.
rule-ACT-accept_marriage = Accept a marriage (1 AP, public): the executor accepts a proposal made to him on the turn
    before, or meets the same proposal made this turn; the wedding takes place when the turn is resolved.
rule-ACT-spy = Spy (3 AP): recruit as a spy a member of another dynasty aged 15 or more, not its head: an Intrigue
    check, TN 5, subtracting his loyalty (and 3 more against Devoted, 5 against Paranoid); an Honest or isolated
    target cannot be recruited. Success: you learn the traits, loyalty and skills of that dynasty's members, its
    treasury and its army. Discovery TN 8, penalty −20 reputation.
rule-ACT-gossip = Gossip (2 AP): an Intrigue check, TN 7: the target dynasty loses 15 reputation. Discovery TN 8,
    penalty −20 reputation.
rule-ACT-conspiracy = Conspiracy (4 AP, a bribe of 10 to 30 coins): turn a member of another dynasty aged 15 or
    more, not its head: an Intrigue check, TN 7, adding 1 for every 10 coins of the bribe (at most 3) and
    subtracting 2 × his loyalty (and 3 more against Devoted, 5 against Paranoid); he then joins your dynasty alone
    (a marriage stands) with loyalty 3. An Honest or isolated target cannot be turned. Discovery TN 7, penalty −30
    reputation.
rule-ACT-assassinate = Assassination (5 AP): kill a member of another dynasty aged 15 or more, either by a mercenary
    (30 coins, an Intrigue check, TN 8, TN 10 against a head) or by an agent from the target's dynasty, recruited as
    for Spy but against TN 6, after which the killing succeeds. A Paranoid target cannot be killed, an isolated one
    only by a mercenary. Discovery TN 7, penalty −40 reputation.
rule-ACT-donate = Donation (1 AP, 10 to 50 coins, in tens): +1 reputation for every 5 coins, × 1.5 rounded down if
    the executor's Piety is 4 or more; once a turn per dynasty.
rule-ACT-pilgrimage = Pilgrimage (3 AP): the executor gets +1 mood; a Piety check, TN 8, gives +5 reputation. Once a
    turn per dynasty.
rule-ACT-annul = Annulment (3 AP, 20 coins, public): a Piety check, TN 8, ends a member's marriage; a wife who had
    moved returns to her birth dynasty if it still lives.
rule-ACT-declare_war = Declare war (3 AP, public): names the enemy dynasty and your general; the vassals of both
    sides join the war (VASSAL-5).
rule-ACT-general = Change general (1 AP): names a new general for a war.
rule-ACT-offer_peace = Offer peace (1 AP, public): terms of coins, provinces and vassalage, either way. Peace is
    made if the other side orders the same offer that turn, or accepts it in its next orders with Accept peace (0
    AP).
rule-ACT-recruit = Recruit (1 AP): 2 coins a point, at most 5 points for each province you hold.
rule-ACT-disband = Disband (0 AP): the army loses the points you name.
rule-ACT-develop = Develop a province (3 AP, 20 coins): a Learning check, TN 8: the province's yield +5, up to 30.
rule-ACT-pacify = Pacify a province (2 AP, 10 coins): a Stewardship check, TN 7: the province's loyalty +1.
rule-ACT-research = Research (3 AP): a Learning check, TN 9: the dynasty gains a technology of its choice.
    Irrigation: relieving a famine costs 5 coins; Medicine: disease lowers the yield by 2, or not at all if paid;
    Fortification: +5 strength when defending; Logistics: army upkeep halved (rounded up); Bureaucracy: +1 AP every
    turn.
