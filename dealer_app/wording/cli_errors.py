"""The commands' usage in Russian and the operating system's reasons.

Every line the commands print on a failure is a typed refusal, worded by code from the
catalogues; argparse's own messages are made in the command line's language by argparse
itself (:mod:`dealer_app.wording.foreign`); the floor server's refusals carry their code and
fields (:mod:`dealer_app.store.pg_refusals`). What is left here: the hand-parsed commands'
usage (:func:`usage_text`) and the reasons (:func:`reason_text`).

>>> reason_text("No such file or directory")
'нет такого файла или папки'
"""

from __future__ import annotations

from dealer_app.wording.catalogue_ru import REASONS

__all__ = ["reason_text", "usage_text"]

_REASONS = REASONS  # the operating system's reasons (``strerror``): the catalogue's


def reason_text(reason: str) -> str:
    """The operating system's reason (an ``OSError``'s ``strerror``) in Russian, when known."""
    return _REASONS.get(reason, reason)


# --------------------------------------------------------------------------
# The hand-parsed commands' usage, in Russian (English is each command's USAGE)
# --------------------------------------------------------------------------

_USAGE_RU = {
    "settle": """\
использование: dealer-app settle РАУНД.json|- [--house ФАЙЛ] [--lang en|ru]
               dealer-app settle --batch ФАЙЛ.jsonl|- [--house ФАЙЛ] [--lang en|ru]

Расчёт раундов русского покера (на входе russian-poker-round/1, на выходе russian-poker-settlement/1).
  РАУНД.json      один раунд ('-' — стандартный ввод)
  --batch ФАЙЛ    по раунду в строке (JSON Lines, '-' — стандартный ввод); на каждую строку входа — строка выхода
  --house ФАЙЛ    профиль правил казино (TOML или JSON, или имя встроенного профиля);
                  собственный объект "house" каждого раунда применяется поверх него
  --jobs N        пакет: расчёт в N процессах (по умолчанию 0: по одному на процессор, не больше 4,
                  когда во входе больше одной порции в 1 000 строк); результат тот же
  --lang ЯЗЫК     язык объяснений, отказов и сообщений об ошибках: en (по умолчанию) или ru;
                  все поля, места и числа одинаковы на любом языке
""",
    "roulette": """\
использование: dealer-app roulette РАЗДАЧА.json|- [--lang en|ru]
               dealer-app roulette --batch ФАЙЛ.jsonl|- [--lang en|ru]

Разрешает одну раздачу русской рулетки (russian-roulette-hand/1) и печатает её
ход и результат (russian-roulette-result/1); '-' — стандартный ввод.
--batch читает по раздаче в строке и пишет по строке на раздачу: результат
или {"refused": [...]}. --lang ru — предупреждения, отказы и сообщения об ошибках
по-русски (по умолчанию en); все поля и числа одинаковы на любом языке.

код 0: раздача разрешена (пакет: файл прочитан); код 2: отказ (пакет: файл
нельзя прочитать); проблемы идут в стандартный поток ошибок, по одной в строке.""",
}


def _train_usage_ru() -> str:
    from dealer_app.training.drill import MAX_ROUNDS
    from dealer_app.training.levels import Level
    from dealer_app.wording.training import level_title

    levels = "; ".join(f"{int(lv)} {level_title(lv, 'ru').lower()}" for lv in Level)
    return f"""\
использование: dealer-app train --level N --seed S [--rounds K] [--house ФАЙЛ] [--focus ВИД,...] [--json]
               dealer-app train --level N --seed S [--rounds K] [--house ФАЙЛ] [--focus ВИД,...] --answers ФАЙЛ|- [--json]
                                [--record СТАЖЁР [--progress ФАЙЛ] [--mode practice|timed|exam] [--exam ID]]

Тренировки стажёров на настоящем движке. Без --answers: печатает тренировку. С --answers: проверяет ответы.
  --level N        1..{len(Level)}: {levels}
  --seed S         зерно тренировки (0 или больше): одно и то же зерно даёт ту же тренировку
  --rounds K       раундов в тренировке, 1..{MAX_ROUNDS} (по умолчанию 10)
  --house ФАЙЛ     профиль правил казино (TOML или JSON, или имя встроенного профиля)
  --focus ВИДЫ     чаще давать эти виды ошибок (через запятую; см. docs/TRAINING.md)
  --json           JSON Lines вместо текста
  --answers ФАЙЛ   ответы для проверки (JSON Lines, по строке на бокс; '-' — стандартный ввод)
  --record ИМЯ     добавить проверенный результат в записи стажёра ИМЯ (файл JSON Lines)
  --progress ФАЙЛ  файл результатов (по умолчанию training/progress.jsonl в папке данных)
  --mode РЕЖИМ     как давались ответы, для записи (по умолчанию practice)
  --exam ID        идентификатор экзамена, для записи (включает --mode exam)
  --lang ЯЗЫК      язык тренировки, вердиктов и сообщений об ошибках, en (по умолчанию) или ru:
                   слова, ошибки и строки объяснений; поля и числа те же
"""


def usage_text(command: str, english: str, lang: str) -> str:
    """The usage of a hand-parsed ``command`` in ``lang`` (``english`` is its own USAGE)."""
    if lang != "ru":
        return english
    if command == "train":
        return _train_usage_ru()
    return _USAGE_RU.get(command, english)
