"""Every line shape ``audit verify`` can write has its Russian, and its amounts are
shown through the money formatter when one is given.

The shapes are collected from the source itself: every f-string of the functions
that write the audit's lines (verification, the table count's checks, a floor's
linked meters, the chain's breaks, the users table's comparison, a station's
rollback check, the command's anchors and verdict) becomes a sample line, each
expression replaced by a sample value. A new line added to the audit without its
wording fails here."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from dealer_app.money_text import money_text
from dealer_app.wording.audit import audit_line

ROOT = Path(__file__).resolve().parents[1]
LATIN = re.compile(r"[A-Za-z][A-Za-z_-]*")

# where the audit's lines are written (None: every function of the module)
SOURCES: dict[str, set[str] | None] = {
    "dealer_app/audit/verify.py": None,
    "dealer_app/audit/count_checks.py": None,
    "dealer_app/audit/floor_verify.py": None,
    "dealer_app/audit/settlement_checks.py": None,
    "dealer_app/audit/checkpoints.py": {"last_checkpoint"},
    "dealer_app/store/chain.py": {"verify_entries"},
    "dealer_app/store/reader.py": {"compare_users"},
    "dealer_app/station_records.py": {"rollback_problem"},
    "dealer_app/cli/store.py": {"audit_main", "_verify_floor"},
    # a cash transaction's recorded day totals against the log's; the patrons' days' projection against the log
    "dealer_app/players/cash.py": {"apply", "patron_day_problems"},
    "dealer_app/players/rating.py": {"_session_entry"},  # a rating session's recorded figures against the log's
}

# f-strings that are pieces of a line (worded as part of the lines that hold them) or not audit lines at all
FRAGMENTS = {
    "f'simulated:{h.player}'", "f'simulated:{w.player}'",  # a simulated patron's name, in its line
    "f\"entry {seq} ({', '.join(bits)})\"", "f'round {round_id}'", "f'shift {shift_id}'",  # an entry's name
    "f'round {s.round_id}'", "f'round {task.round_id}'", "f'{e.describe()}'", "f'user {actor}'",
    "f'round {e.round_id}: {e.describe()} (a late entry)'", "f'round {c.round_id}: {c.describe()} (a late entry)'",
    "f'linked meter {meter}: movement of table {by_id.get(tbl, tbl)} entry {seq}'",
    "f'table {table}: {line}'", "f'table {name}: {i}'",  # a floor's head on a table's line (checked below)
    "f'box {self.box}: {what} {self.amount}'",  # what a settlement needs approved, in its line
    "f'entry {expected}'", "f'entries {expected}..{e.seq - 1}'",
    "f'{value!r}, the log says {exp[field_name]!r}'",
    "f', {len(anchors)} anchor(s) held'",
    "f'{name} {_record_verified(st, report.tables[name], anchors).head_mac[:16]}'",
    # the command's own refusals (the services' and the command line's wording, exit 2)
    "f'processes re-settling the rounds (default 0: one per CPU, at most 4; 1: none; at most {MAX_JOBS})'",
    "f'table group {group} version {gv.version}'",
    "f'table {log}: '",  # a floor's head on the cash line (checked below)
}

ENTRY = "entry 9 (approved, round 7)"
AMOUNT = "-72900"  # every amount's sample: a screen must never show it as it is
# the sample of each expression, by (function, expression) or by expression
SAMPLES: dict[str, str] = {
    "where": "round 7", "box": "3", "key": "house_net", "stored.get(key)": AMOUNT, "computed.get(key)": AMOUNT,
    "f": "stakes", "a": AMOUNT, "b": AMOUNT, "a.get(k)": AMOUNT, "b.get(k)": AMOUNT,
    "sd.get(k)": "True", "cd.get(k)": "None",
    "cp_seq": "12", "e.describe()": ENTRY, "settled.describe()": "entry 11 (round_settled, round 7)",
    "refused.describe()": ENTRY, "type(exc).__name__": "KeyError", "exc": "'box'",
    "actor['name']": "simulator", "e.shift_id": "2", "e.round_id": "7", "p.get('meter_delta', 0)": AMOUNT,
    "-expected": AMOUNT, "p.get('house_version')": "4", "p.house_version": "4", "round_json.get('jackpot')": AMOUNT,
    "p.jackpot_start": AMOUNT, "p.steps": "14",
    "p.get('jackpot_start')": AMOUNT, "recorded[0]": AMOUNT, "recorded[1]": AMOUNT, "recorded[2]": AMOUNT,
    "shares": AMOUNT, "contribution": AMOUNT, "contribution - shares": AMOUNT,
    "'; '.join(exc.lines)": "box 1 and dealer: card As appears twice",
    "p.get('steps')": "14", "len(task.steps)": "13", "seq": "8",
    "'an unknown' if user is None else 'a disabled'": "an unknown",
    "user['name'] if user else 'nobody'": "dan", "late.get('entered_by')": "4", "e.actor": "5",
    "_when(late['played_at_us'])": "2026-03-14 19:05:00 UTC", "sign.permission": "approve",
    "sign.shift_id": "3", "sign.round_id": "6", "used[seq]": "10", "what": "approved",
    "_who(e.actor, names)": "user 9", "e.role or 'unknown user'": "dealer", "held": "box 3: payout -72900",
    "settled.approval": "None", "approved": "15", "v.round_id": "7",
    "names.get(v.actor or 0, v.actor)": "pat", "_when(v.ts_us)": "2026-03-14 19:05:00 UTC",
    "p.get('reason')": "Deck short", "r.round_id": "7", "p.get('box')": "2", "p.get('net')": AMOUNT,
    "p.get('computed_net')": AMOUNT, "names.get(r.actor or 0, r.actor)": "pat", "_when(r.ts_us)": "2026-03-14 19:05:00 UTC",
    "sid": "2", "rid": "7", "actual[k]": "None", "exp[k]": "3", "store.meter(simulated=True)": AMOUNT,
    "proj.sim_meter": AMOUNT, "stored_meter": AMOUNT, "proj.meter": AMOUNT, "v": "4", "tid": "3",
    "settings.get(k)": "'ru'", "proj.settings.get(k)": "'en'",
    # the table count
    "who": "4", "role or 'unknown user'": "trainee", "permission.value.replace('_', ' ')": "buy in",
    "p['total']": AMOUNT, "total": AMOUNT, "counter": "4", "p.get('kind')": "loan", "e.ref": "17",
    "slip.state": "voided", "p['amount']": AMOUNT, "counted": AMOUNT, "p.get('variance')": AMOUNT, "p.get('text')": "Chip miscount",
    # a floor's linked meters
    "meter": "main", "', '.join(tables)": "T1, T2", "start": AMOUNT, "value": AMOUNT, "len(history)": "3",
    "running": AMOUNT, "after": AMOUNT, "name": "T1", "key[0]": "T1", "key[1]": "5",
    "from_logs.get(key)": AMOUNT, "recorded.get(key)": "None",
    # the chain, the users table, a rollback, the command
    "missing": "entries 4..6", "expected - 1": "3", "uid": "4", "expected[uid]['name']": "dan", "row.id": "4",
    "row.name": "dan", "field_name": "role", "shown": "'dealer', the log says 'pit_boss'",
    "mac[:16]": "00ff00ff00ff00ff", "rec.get('at', '?')": "2026-03-14 19:05 UTC", "path": "dealer.db",
    "len(problems)": "3", "hex_": "00ff" * 16, "report.entries": "120", "report.rounds_checked": "9",
    "head.head_mac[:16]": "00ff00ff00ff00ff", "len(report.tables)": "2", "'; '.join(heads)": "T1 00ff00ff00ff00ff",
    # signed checkpoints, --since-checkpoint
    "cp.seq": "40", "cp.seq - 1": "39", "e.seq - 1": "39", "anchor.count": "52", "p['entries']": "39", "read": "12",
    "len(shifts)": "3", "p['shifts']": "2", "len(new_shifts)": "1", "started": "9", "p['rounds']": "6",
    "len(proj.rounds)": "2",
    # the floor's witness chain
    "table": "T1", "when": "2026-03-14 19:05 UTC", "label": "shift closed", "wseq": "6", "group": "7",
    "gv.version": "2", "be": "is", "last.seq": "40", "p.get('group_version')": "1",
    "', '.join(gv.tables)": "T1, T2", "gv.set_by": "4", "len(gv.tables)": "2",
    "'differs' if be == 'is' else 'differ'": "differs",
    "len(heads)": "4", "sum((len(v) for v in by_table.values()))": "3",
    # the patrons' gaming days across a floor
    "len(fold.transactions)": "6", "tables": "3", "floor_wide": "6", "len(fold.alerts)": "2", "log": "T1",
}
SAMPLES_IN: dict[tuple[str, str], str] = {
    ("_check_round", "k"): "boxes", ("compare_settlements", "k"): "ante",
    ("_compare_projections", "k"): "status", ("_compare_rows", "k"): "status", ("_round_row_problems", "k"): "status",
    ("_compare_rows", "v"): "4", ("_signature_problems", "where"): ENTRY,
    ("_second_signer_problems", "second"): "5",
    ("_late_problems", "where"): "round 7: entry 9 (round_started, round 7) (a late entry)",
    ("_late_corrected", "where"): "round 7: entry 30 (late_corrected, round 7) (a late entry)",
    ("_late_corrected", "c.round_id"): "7", ("_late_corrected", "ref"): "9",
    ("_late_corrected", "c.describe()"): "entry 30 (late_corrected, round 7)",
    ("_late_corrected", "user['name'] if user else 'nobody'"): "dan", ("_late_corrected", "user['name']"): "pat",
    ("_late_corrected", "_when(played)"): "2026-03-14 19:05:00 UTC",
    ("_late_corrected", "_when(c.ts_us)"): "2026-03-14 21:10:00 UTC",
    ("_late_corrected", "c.payload.get('reason')"): "Deck short",
    ("_late_time_problem", "e.round_id"): "7", ("_late_time_problem", "e.describe()"): ENTRY,
    ("_late_time_problem", "_when(late['played_at_us'])"): "2026-03-14 19:05:00 UTC",
    ("_other_signatures", "where"): ENTRY, ("_co_signature_problems", "where"): ENTRY,
    ("_may", "what"): "buy-in", ("_verify_store", "e.round_id"): "7",
    ("check_linked_meters", "where"): "linked meter main: movement of table T1 entry 5",
    ("_compare_projections", "v"): "4", ("_check_supervision", "what"): "floor ruling", ("_supervision_lines", "what"): "floor ruling",
    ("compare_users", "field_name"): "role", ("_infos", "what"): "settled round",
    ("_check_round", "exc"): 'box 3: net: must be a whole number, not "x"',
    ("verify_floor", "exc"): "'42'", ("_verify_table", "exc"): "'42'", ("_verify_one", "exc"): "'42'",  # the store's own line, quoted as it is
    ("check_witness", "what"): "witness record 4 missing",  # the server's two lines (pg_schema witness_breaks)
    ("last_checkpoint", "where"): "entry 40 (checkpoint, shift 2)",
    ("check_groups", "where"): "table group 7 version 2", ("check_groups", "what"): "chip set",
    ("check_groups", "held"): "2", ("_leave_problems", "e.payload.get('group')"): "7",
    ("_paid_from", "paid_from"): AMOUNT, ("_paid_from", "started"): AMOUNT,
    ("_gather", "str(e.payload.get('problem', ''))[:200]"): "pat",  # the store's own line, kept as it is
    ("_verify_store", "str(e.payload.get('problem', ''))[:200]"): "pat",
    # a cash transaction's recorded day totals (the floor's line, as verify_floor writes it)
    ("apply", "where"): "table T3: ", ("apply", "e.seq"): "41",
    ("apply", "recorded"): "{'alerts': [], 'cash_in': 1585000, 'cash_out': 0, 'floor': True}",
    ("apply", "mine"): "{'cash_in': 1585000, 'cash_out': 0, 'alerts': ['report_in', 'structuring'], 'floor': True}",
    # a rating session's recorded figures
    ("_session_entry", "s.session"): "3",
    ("_session_entry", "dict(recorded)"): "{'hands': 5, 'wagered': {'ante': 1000, 'bet': 2000}, 'total_wagered': 3000, "
                                          "'average_bet': 600, 'actual_win': 123, 'theoretical_win': 40, "
                                          "'comp_points': 2, 'rules_version': 1}",
    ("_session_entry", "s.recordable()"): "{'hands': 5, 'wagered': {'ante': 1000, 'bet': 2000}, 'total_wagered': 3000, "
                                          "'average_bet': 600, 'actual_win': 0, 'theoretical_win': 40, "
                                          "'comp_points': 2, 'rules_version': 1}",
    # the projection of the patrons' gaming days, rebuilt from the log(s)
    **{("patron_day_problems", f"{r}.{field}"): AMOUNT if field.startswith("cash") else "17"
       for r in "hw" for field in ("cash_in", "cash_out", "transactions", "last_us")},
    ("patron_day_problems", "what"): "the floor's projection", ("patron_day_problems", "who"): "5f3a09c1",
    ("patron_day_problems", "h.day"): "2026-03-14", ("patron_day_problems", "w.day"): "2026-03-14",
    ("patron_day_problems", "_last_seqs(h)"): "T1:5, T2:9", ("patron_day_problems", "_last_seqs(w)"): "T1:5, T2:9",
}
# the Latin words a Russian line may keep: names and reasons from the data, card codes, hex
DATA = {"pat", "dan", "Deck", "short", "Chip", "miscount", "simulator", "main", "UTC", "dealer-app", "restore",
        "allow-older", "loan", "db", "dealer.db", "x"}
CARD = re.compile(r"^(?:[2-9TJQKA][shdc])+$")
HEX = re.compile(r"^[0-9a-f]+$")


def _english_left(text: str) -> list[str]:
    words = LATIN.findall(text.replace("dealer.db", ""))
    return [w for w in words if w not in DATA and not CARD.match(w) and not HEX.match(w)
            and w not in ("T", "M")]  # the sample tables T1, T2


def _typed(line: str) -> str:
    from dealer_app.audit.verify import Finding
    from rules.cards import parse_card
    from rules.poker.problems import Place, Problem, ProblemCode

    return Finding(line, [Problem.of(1, "", ProblemCode.CARD_TWICE, also=Place.DEALER, card=parse_card("As"))], "EUR")


def _lines() -> list[tuple[str, str]]:
    """(where in the source, a sample line) for every f-string that writes an audit line
    (a line that quotes the engine's refusal as verification writes it: with the engine's
    typed problems)."""
    out: list[tuple[str, str]] = []
    for file, functions in SOURCES.items():
        tree = ast.parse((ROOT / file).read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef) or (functions is not None and fn.name not in functions):
                continue
            typed = {id(call.args[0]) for call in ast.walk(fn) if isinstance(call, ast.Call)
                     and isinstance(call.func, ast.Name) and call.func.id == "Finding"}
            for node in ast.walk(fn):
                if isinstance(node, ast.JoinedStr) and ast.unparse(node) not in FRAGMENTS:
                    line = _sample(fn.name, node)
                    out.append((f"{file}:{fn.name}:{node.lineno}", _typed(line) if id(node) in typed else line))
    return out


def _sample(function: str, node: ast.JoinedStr) -> str:
    parts = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            parts.append(str(value.value))
            continue
        assert isinstance(value, ast.FormattedValue)
        expr = ast.unparse(value.value)
        sample = SAMPLES_IN.get((function, expr), SAMPLES.get(expr))
        assert sample is not None, f"{function}: no sample for {{{expr}}}: add one to SAMPLES"
        parts.append(repr(sample) if value.conversion == ord("r") and not sample.startswith(("'", "None")) and
                     not sample.isdigit() else sample)
    return "".join(parts)


LINES = _lines()


def test_the_source_has_the_lines_we_know() -> None:
    assert len(LINES) >= 90  # the collection finds the audit's lines (a moved module would make this empty)
    found = {ast.unparse(n) for file, fns in SOURCES.items()
             for fn in ast.walk(ast.parse((ROOT / file).read_text(encoding="utf-8")))
             if isinstance(fn, ast.FunctionDef) and (fns is None or fn.name in fns)
             for n in ast.walk(fn) if isinstance(n, ast.JoinedStr)}
    assert found >= FRAGMENTS, sorted(FRAGMENTS - found)  # no stale entry in the list of pieces


@pytest.mark.parametrize(("where", "line"), LINES, ids=[w for w, _ in LINES])
def test_every_audit_line_has_its_russian(where: str, line: str) -> None:
    ru = audit_line(line, "ru")
    assert ru != line, f"{where}: no Russian for {line!r}"
    assert _english_left(ru) == [], f"{where}: {ru!r}"
    assert audit_line(line, "en") == line  # the command's English (the contract) is untouched
    # on a floor, a table's line under its table's name
    from dealer_app.audit.floor_verify import FloorReport
    from dealer_app.audit.verify import AuditReport

    floor = FloorReport(tables={"T1": AuditReport(problems=[line])})
    assert audit_line(floor.problems[0], "ru") in (f"стол T1: {ru}", "стол T1: инфо: " + ru.removeprefix("инфо: "))


@pytest.mark.parametrize(("where", "line"), [(w, line) for w, line in LINES if AMOUNT.lstrip("-") in line],
                         ids=[w for w, line in LINES if AMOUNT.lstrip("-") in line])
def test_every_amount_of_a_line_is_money_on_a_screen(where: str, line: str) -> None:
    ru_money = money_text("EUR", "ru_RU").full
    en_money = money_text("EUR", "en_GB").full
    ru = audit_line(line, "ru", money=ru_money)
    en = audit_line(line, "en", money=en_money)
    assert "729,00\xa0€" in ru and "72900" not in ru, f"{where}: {ru!r}"
    assert "€729.00" in en and "72900" not in en, f"{where}: {en!r}"
    assert audit_line(line, "ru") == audit_line(line, "ru", money=None)  # the command keeps minor units
    assert "72900" in audit_line(line, "ru")


def test_a_line_quoting_the_engine_keeps_its_problems_across_processes() -> None:
    import pickle

    from dealer_app.audit.verify import Finding

    line = _typed("round 7: the engine refuses the stored round: box 1 and dealer: card As appears twice")
    back = pickle.loads(pickle.dumps(line))
    assert isinstance(back, Finding) and back == line and back.engine == line.engine  # type: ignore[attr-defined]
    assert audit_line(back, "ru") == "раунд 7: движок отклоняет записанный раунд: бокс 1 и дилер: карта As названа дважды"
    assert audit_line(str(back), "ru").endswith("box 1 and dealer: card As appears twice")  # untyped: left as it is


def test_the_engine_s_amounts_are_minor_units_on_the_command_line_and_money_on_a_screen() -> None:
    from dealer_app.audit.verify import Finding
    from rules.poker.problems import Problem, ProblemCode

    problem = Problem.of(3, "ante", ProblemCode.ANTE_BELOW_MINIMUM, amount=72900, limit=100000)
    line = Finding(f"round 7: the engine refuses the stored round: {problem}", [problem], "EUR")
    assert str(line) == "round 7: the engine refuses the stored round: box 3: ante: 72900 is below the minimum Ante (100000)"
    cli = audit_line(line, "ru")
    assert cli.startswith("раунд 7: движок отклоняет записанный раунд: бокс 3: анте: ") and "72900" in cli
    assert "€" not in cli and _english_left(cli) == []
    screen = audit_line(line, "ru", money=money_text("EUR", "ru_RU").full)
    assert "729,00\xa0€" in screen and "1\xa0000,00\xa0€" in screen and "72900" not in screen
    english = audit_line(line, "en", money=money_text("EUR", "en_GB").full)
    assert english == "round 7: the engine refuses the stored round: box 3: ante: €729.00 is below the minimum Ante (€1,000.00)"


def test_every_entry_kind_role_and_permission_has_its_russian() -> None:
    from dealer_app.auth.roles import Permission, Role
    from dealer_app.store.records import EntryKind

    for kind in EntryKind:
        ru = audit_line(f"entry 5 ({kind.value}, shift 1): no signature recorded", "ru")
        assert _english_left(ru) == [], ru
    for role in Role:
        ru = audit_line(f"round 7: entry 9 (approved, round 7): approved by pat, who was not a pit boss ({role.value})", "ru")
        assert _english_left(ru) == [], ru
    for permission in Permission:
        ru = audit_line(f"entry 9 (approved, round 7): its co-signature (entry 8) was given to {permission.value}", "ru")
        assert _english_left(ru) == [], ru


def test_the_lang_help_says_only_numbers_cards_hex_and_typed_text_stay() -> None:
    """``audit verify --lang ru`` words the entry kinds and field names too (a line's
    ``approved`` and ``net`` read «утверждение», «итог бокса»); the help says what stays."""
    from cli_support import run_main

    ran = run_main("audit", "--help")
    assert ran.returncode == 0, ran.err
    help_text = " ".join(ran.out.split())
    lang = help_text[help_text.rindex("--lang {en,ru}"):]  # the option, not the usage line
    assert ("the information lines show amounts in the house currency; only the problems' numbers (amounts in minor "
            "units), card codes, hex chain heads and what people typed (names, reasons) stay as the log holds them") in lang, lang
    assert "entry kinds" not in lang and "field names" not in lang, lang
    line = audit_line("entry 9 (approved, round 7): net: stored -500, computed 500", "ru")
    assert line == "запись 9 (утверждение, раунд 7): итог бокса: записано -500, пересчитано 500", line


# The native review (issue 15, item 3): the floor's terms in the audit's lines.
@pytest.mark.parametrize(("line", "russian"), [
    ("round 7: house-rules version 3 is not in the log", "раунд 7: версии правил казино 3 нет в журнале"),
    ("round 7: approved by pat, who prepared the round", "раунд 7: утверждение — pat, тот же, кто готовил раунд"),
    ("round 7: refused by dan, who was not a pit boss (dealer)", "раунд 7: отклонение — dan, не пит-босс (дилер)"),
    ("round 7: settled by entry 9 (round_settled, round 7) without a pit boss's approval of box 3: payout 500",
     "раунд 7: рассчитан записью 9 (расчёт раунда, раунд 7) без утверждения пит-боссом: бокс 3: выплата 500"),
    ("round 7: entry 9 (round_settled, round 7) names approval 8, the log holds None",
     "раунд 7: запись 9 (расчёт раунда, раунд 7) ссылается на утверждение 8, в журнале — нет"),
    ("shift 2: kind bonus is neither fill nor credit", "смена 2: вид bonus — не пополнение и не возврат"),
    ("shift 2: slip 3 received while voided", "смена 2: квитанция 3 принята, когда аннулирована"),
    ("shift 2: buy-in amount -5 is not positive", "смена 2: сумма покупки фишек -5 не положительна"),
    ("entry 9 (tray_counted, shift 2): does not match the chain (altered, removed or moved)",
     "запись 9 (пересчёт лотка, смена 2): не совпадает с цепочкой (изменена, удалена или перемещена)"),
    ("entry 9 (house_rules_set): does not match the chain (altered, removed or moved)",
     "запись 9 (правила казино): не совпадает с цепочкой (изменена, удалена или перемещена)"),
    ("round 7 box 2: capped: stored 1, computed 2", "раунд 7, бокс 2: удержано лимитом выплаты: записано 1, пересчитано 2"),
    ("info: round 4 voided (misdeal, unfinished) by pat at 2026-03-14 19:05:00 UTC: Deck short",
     "инфо: раунд 4 аннулирован (ошибка сдачи, не завершён), кто: pat, когда: 2026-03-14 19:05:00 UTC: Deck short"),
    ("setting approval_threshold: stored 5, the log says 10", "настройка «порог утверждения»: записано 5, по журналу 10"),
    ("shift 2: buy-in by user 4, whose role (trainee) may not buy in",
     "смена 2: покупка фишек — пользователь 4, чья роль (стажёр) не даёт права «записывать покупку фишек»"),
    ("this station last saw entry 5 (chain head 0a1b..., 2026-12-01T10:00:00Z) in d.sqlite, and its log no longer "
     "holds it: the database was rolled back or cut. Restore the right copy (dealer-app restore; an older one needs "
     "--allow-older and a PIN)",
     "последняя запись, которую это рабочее место видело в d.sqlite, — 5 (вершина цепочки 0a1b..., "
     "2026-12-01T10:00:00Z), а в журнале этой записи больше нет: база данных откатана или обрезана. Восстановите "
     "нужную копию (dealer-app restore; для более старой нужны --allow-older и ПИН-код)"),
])
def test_the_floor_terms(line: str, russian: str) -> None:
    assert audit_line(line, "ru") == russian


def test_a_cash_transaction_s_recorded_totals_against_the_log_read_in_russian(tmp_path: Path) -> None:
    """A real case (issue 29): a station recorded a patron's gaming-day totals the log does not
    give; ``audit verify`` names it, and its Russian line words every field and alert, the
    command line's amounts in minor units, a screen's through the money formatter."""
    from dealer_app.auth.passwords import PinHasher
    from dealer_app.auth.roles import Permission, Role
    from dealer_app.services import DealerServices
    from dealer_app.store.records import EntryKind

    with DealerServices.open(tmp_path / "t.sqlite", station="t", table="T1",
                             hasher=PinHasher(time_cost=1, memory_cost=8, parallelism=1)) as s:
        s.users.create_first_admin("ada", "111111")
        s.users.add(s.users.co_sign("ada", "111111", Permission.MANAGE_USERS, purpose="setup"), "carl", Role.CAGE,
                    "123456")
        cage = s.users.co_sign("carl", "123456", Permission.CASH_TRANSACTION, purpose="test")
        e = s.ctx.append(EntryKind.CASH_TRANSACTION, {
            "player": None, "description": "x", "direction": "in", "kind": "buy_in", "medium": "cash",
            "amount": 1_200_000, "table": "T1", "gaming_day": "2023-11-14",
            "recorded": {"cash_in": 1_100_000, "cash_out": 0, "alerts": []}, **s.ctx.signature_of(cage)},
            actor=cage.user.id)
        [line] = [p for p in s.verify().problems if "cash transaction" in p]
    assert line == (f"cash transaction {e.seq}: recorded {{'alerts': [], 'cash_in': 1100000, 'cash_out': 0}}, "
                    "the log gives {'cash_in': 1200000, 'cash_out': 0, 'alerts': ['report_in']}")
    ru = audit_line(line, "ru")
    assert ru == (f"операция с наличными {e.seq}: записано (оповещения: нет; внесено наличными за игровой "
                  "день: 1100000; выплачено наличными за игровой день: 0), а по журналу (внесено наличными за игровой день: "
                  "1200000; выплачено наличными за игровой день: 0; оповещения: наличные внесены сверх порога "
                  "отчётности)"), ru
    assert _english_left(ru) == []
    screen = audit_line(line, "ru", money=money_text("EUR", "ru_RU").full)
    assert "внесено наличными за игровой день: 11\xa0000,00\xa0€" in screen and "1100000" not in screen, screen
    floor = audit_line(f"table T3: {line}", "ru")
    assert floor == f"стол T3: {ru}" and _english_left(floor) == []
