"""The attack suite of issue 24, finding by finding: where each tester's step is tried
again, and must fail or be named by ``audit verify`` (both backends where they apply).

| finding | test(s) |
|---|---|
| 1 PIN-hash swap | tests/security/test_lone_station.py::test_finding_1_a_pin_hash_swapped_while_the_app_runs_gives_no_signature |
| 2 forged co-signatures (lone station: root + key, printed anchor) | tests/security/test_rollback.py::test_anchor_held_passes_and_a_rolled_back_copy_fails_naming_the_anchor; floor: tests/store/test_floor_privilege.py::test_a_station_login_writes_only_its_table_and_moves_no_meter_itself, tests/store/test_floor_notary.py::test_a_station_login_reads_no_key_and_the_server_signs_nothing_else_for_it |
| 3 owner login, triggers, CREATEROLE | tests/store/test_floor_privilege.py::test_a_station_login_owns_nothing_and_can_grant_nothing |
| 4 junk INSERT into the log | tests/store/test_floor_privilege.py::test_junk_in_one_table_neither_enters_nor_stops_the_floor_wide_verify |
| 5 lock-out sidestep with new tables | tests/store/test_floor_new_tables.py::test_simulate_makes_no_table_on_a_floor_with_people_without_an_admin_pin |
| 6 recovery with the station's key | tests/security/test_lone_station.py::test_finding_6_the_stations_own_key_recovers_no_administrator |
| 7 rollback without the key | tests/security/test_rollback.py::test_a_rolled_back_copy_fails_since_the_checkpoint_too; floor: tests/store/test_floor_privilege.py::test_the_witness_names_a_table_rolled_back_or_re_signed_without_an_anchor |
| 8 re-signed history (lone station: root + key, printed anchor) | tests/security/test_rollback.py::test_finding_8_a_fill_slip_cut_and_re_signed_with_the_key_fails_the_printed_anchor; floor: tests/store/test_floor_privilege.py::test_the_witness_names_a_table_rolled_back_or_re_signed_without_an_anchor, tests/store/test_floor_notary.py::test_a_forged_mac_or_chain_link_from_a_station_is_refused |
| 9 one colluding pit boss, big or after close | tests/store/test_two_person.py::test_verify_names_a_big_entry_with_one_signature |
| 10 restore of another casino | tests/security/test_lone_station.py::test_finding_10_a_backup_of_another_casino_is_refused |
| 11 another table's lease deleted | tests/store/test_floor_privilege.py::test_a_station_cannot_delete_or_take_a_lease_it_does_not_hold |
| 12 link-meter from a station, start 10^14 | tests/store/test_floor.py::test_link_meter_needs_the_administrators_pin_makes_no_table_by_a_typo_and_is_logged |
| 13 hostile explanation text | tests/security/test_fuzz_inputs.py::test_free_text |
| 14 FIFO and devices as input | tests/security/test_special_files.py::test_a_special_file_is_refused_at_once |
| 15 unbounded amounts | tests/security/test_round2_input.py::test_every_product_is_bounded |
| 16 three tracebacks | tests/security/test_round2_input.py::test_report_on_an_entry_whose_payload_is_not_json |
| 17 PIN typed as a name | tests/security/test_round2_input.py::test_a_pin_typed_into_the_name_field_is_not_logged |
| 18 read-only evidence | tests/security/test_round2_input.py::test_read_only_mode_writes_nothing |
| 19 temporary files on a full disk | tests/security/test_round2_input.py::test_a_restore_that_runs_out_of_disk_leaves_no_temporary_file |
| 20 take-over with no open shift | tests/security/test_take_over.py::test_finding_20_take_over_with_no_open_shift_asks_the_pin_then_takes_over |
| 21 RTL text | tests/count/test_count_hostile.py::test_a_log_holding_hostile_text_still_prints; tests/security/test_hostile.py::test_floor_rulings_and_meter_adjustments_are_bounded |
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_finding_maps_to_tests_that_exist() -> None:
    rows = re.findall(r"^\| (\d+) [^|]*\| (.*) \|$", __doc__ or "", re.M)
    assert [int(n) for n, _ in rows] == list(range(1, 22))
    for n, cell in rows:
        for path, name in re.findall(r"(tests/[\w/]+\.py)::(\w+)", cell):
            tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
            names = {f.name for f in tree.body if isinstance(f, ast.FunctionDef)}
            assert name in names, f"finding {n}: {path}::{name} does not exist"
