"""The trainer's words in the reader's language: level titles, mistake kinds and
the rule each mistake breaks (the same Russian as the app's catalogue).

>>> from dealer_app.training.levels import Level
>>> level_title(Level(5), "ru")
'Страховка'
"""

from __future__ import annotations

from dealer_app.money_text import money_text
from dealer_app.training.figures import MONEY_TERMS, AnswerField
from dealer_app.training.levels import Level
from dealer_app.training.mistakes import MistakeKind

__all__ = ["field_name", "figure_words", "level_summary", "level_title", "mistake_label", "mistake_rule", "sections_text"]

_FIELD_NAMES: dict[AnswerField, tuple[str, str]] = {
    AnswerField.ANTE: ("Ante", "Анте"),
    AnswerField.BET: ("Bet", "Ставка"),
    AnswerField.BONUS: ("Bonus", "Бонус"),
    AnswerField.INSURANCE: ("Insurance", "Страховка"),
    AnswerField.FEES: ("Fees", "Плата"),
    AnswerField.CAPPED: ("Withheld by the cap", "Удержано лимитом"),
    AnswerField.NET: ("Net for the box", "Итог бокса"),
    AnswerField.HAND2: ("Hand 2", "Комбинация 2"),
    AnswerField.INSURANCE_MAX: ("Insurance maximum", "Максимум страховки"),
    AnswerField.REPLACED: ("Dealer cards taken out", "Изъятые карты дилера"),
}


def field_name(field: AnswerField, lang: str) -> str:
    """A line of the answer as people call it (never the answer file's key)."""
    en, ru = _FIELD_NAMES[field]
    return ru if lang == "ru" else en


def figure_words(field: AnswerField, value: object, currency: str, lang: str) -> str:
    """A figure of one line in words and money: ``pay €20.00``, ``take €10.00``, ``return``
    for a term; the net signed; the cap and the insurance maximum as money; hand 2 by its name;
    the dealer cards taken out as cards."""
    from dealer_app.wording.explanations import category_text  # babel-backed, only when words are wanted
    from rules.hands import Category

    ru = lang == "ru"
    none = "нет" if ru else "none"
    if value is None:
        return none
    if field is AnswerField.HAND2:
        return category_text(Category.parse(str(value)), lang)
    if field is AnswerField.REPLACED:
        cards = tuple(value) if isinstance(value, tuple | list) else ()
        return " ".join(str(c) for c in cards) if cards else none
    if not isinstance(value, int):
        return str(value)
    m = money_text(currency, "ru_RU" if ru else "en_GB")
    if field in MONEY_TERMS:
        if value > 0:
            return ("выплатить " if ru else "pay ") + m.full(value)
        if value < 0:
            return ("забрать " if ru else "take ") + m.full(-value)
        return "вернуть" if ru else "return"
    if field is AnswerField.NET:
        return m.full(value, signed=True) if value else m.full(0)
    return m.full(value)


def sections_text(sections: tuple[int, ...]) -> str:
    """``§7`` / ``§7, §12``: the rulebook sections a mistake breaks."""
    return ", ".join(f"§{n}" for n in sections)


def level_title(level: Level, lang: str) -> str:
    return _RU.get(level.title, level.title) if lang == "ru" else level.title


def level_summary(level: Level, lang: str) -> str:
    return _RU.get(level.summary, level.summary) if lang == "ru" else level.summary


def mistake_label(kind: MistakeKind, lang: str) -> str:
    return _RU.get(kind.label, kind.label) if lang == "ru" else kind.label


def _without_house_names(text: str) -> str:
    """``(house: two_hands, RULES.md §4)`` becomes ``(§4)``; a ``(house: ...)`` without a section goes."""
    out = []
    while (at := text.find("(house: ")) >= 0 and (end := text.find(")", at)) >= 0:
        inner = text[at + 1:end]
        section = inner[inner.rfind("§"):] if "§" in inner else ""
        out.append(text[:at] + (f"({section})" if section[1:].isdecimal() else ""))
        text = text[end + 1:]
    return "".join(out) + text


def mistake_rule(kind: MistakeKind, lang: str) -> str:
    """The rule, stated right; in Russian without the configuration names it cites
    (``house: two_hands``, ``RULES.md``): only the rulebook's section stays."""
    if lang != "ru":
        return kind.rule
    text = _RU.get(kind.rule, kind.rule)
    text = _without_house_names(text)
    for name, words in _RU_NAMES.items():
        text = text.replace(name, words)
    return text.replace("RULES.md ", "")


_RU_NAMES = {
    "(B = bet_multiple × A)": "(ставка = множитель × анте)",
    "по ante_if_bought_no_game": "по правилу казино «анте: игра куплена, нет игры»",
    "floor(процент × счётчик / 100)": "процент × счётчик / 100 с округлением вниз",
    "выключенном two_hands": "выключенной оплате двух комбинаций",
    "не превышает max_payout": "не превышает максимальную выплату",
    "только при cap_includes_bonus": "только если лимит включает бонус",
}


_RU: dict[str, str] = {
    'The dealer has a game: a fold loses the Ante; a box that beats the dealer is paid Bet × odds of its hand and its Ante is returned; a box the dealer beats loses Ante and Bet; a tie returns both.': 'У дилера игра: при пасе анте проигрывает; боксу, который бьёт дилера, платится ставка × коэффициент его комбинации, а анте возвращается; бокс, который бьёт дилер, проигрывает анте и ставку; при ничьей анте и ставка возвращаются.',
    'The dealer has no game: a box that takes the Ante is paid the Ante 1:1 and its Bet returned; a dark box does the same.': 'У дилера нет игры: боксу, который берёт анте, платится анте 1:1, а ставка возвращается; бокс втёмную — так же.',
    "A box buys a game for one Ante: the dealer's highest card is replaced (and once more, free, when the new card has the same rank and still no game); the box is then settled against the new hand, or pushed when the dealer still has no game. Exchange fees are the house's.": 'Бокс покупает игру за одно анте: старшая карта дилера заменяется (и ещё раз, бесплатно, если новая карта того же достоинства и игры всё ещё нет); затем бокс рассчитывается против новых карт дилера или получает ничью, если у дилера так и нет игры. Плата за обмен остаётся казино.',
    'The bonus is paid on the five cards as dealt; straight and royal flushes take a share of the jackpot meter (shared out when claims exceed it).': 'Бонус платится по пяти сданным картам; стрит-флеш и роял-флеш получают долю счётчика джекпота (делится, если выплаты превышают счётчик).',
    'Insurance wins 1:1 when the dealer has no game on the first reveal, is lost when the box beats a dealer with a game, and is returned otherwise; its maximum is a percentage of the expected payout.': 'Страховка выигрывает 1:1, если при первом открытии у дилера нет игры, проигрывает, если бокс бьёт дилера с игрой, и возвращается в остальных случаях; её максимум — процент от ожидаемой выплаты.',
    "Six cards play the best five; hand 2 (a combination with a card outside hand 1's) is paid with hand 1 when hand 1 wins.": 'Из шести карт играют лучшие пять; комбинация 2 (комбинация с картой вне комбинации 1) оплачивается вместе с комбинацией 1, когда комбинация 1 выигрывает.',
    "A box's winnings in one round never exceed the maximum payout; the excess is withheld.": 'Выигрыш бокса за раунд не превышает максимальную выплату; излишек удерживается.',
    'Plain showdown': 'Простое вскрытие',
    'Dealer has no game': 'У дилера нет игры',
    'Buying: bought game, redraw, exchange fees': 'Покупки: купленная игра, повторная замена, плата за обмен',
    'Bonus and jackpot': 'Бонус и джекпот',
    'Insurance': 'Страховка',
    'Two hands, six cards': 'Две комбинации, шесть карт',
    'Maximum payout (cap)': 'Максимальная выплата (лимит)',
    'wrong winner': 'неверный победитель',
    'hand read one category too high': 'комбинация прочитана на ступень выше',
    'hand read one category too low': 'комбинация прочитана на ступень ниже',
    'Ante paid even money on a win where it is pushed': 'анте оплачено 1:1 при выигрыше, где оно возвращается',
    'Ante pushed on a win where it is paid': 'анте возвращено при выигрыше, где оно оплачивается',
    'odds paid on the Ante instead of the Bet': 'коэффициент оплачен на анте вместо ставки',
    'no-game Ante returned instead of paid': 'при «нет игры» анте возвращено вместо выплаты',
    'bought game settled as if the box took the Ante': 'купленная игра рассчитана так, будто бокс взял анте',
    'Ante wrong after a bought game that still has no game': 'неверное анте после купленной игры, где игры так и нет',
    'same-rank redraw missed': 'пропущена повторная замена',
    'fee forgotten': 'забыта плата',
    'bonus settled wrong': 'бонус рассчитан неверно',
    'jackpot share wrong': 'неверная доля джекпота',
    'insurance returned instead of settled': 'страховка возвращена вместо расчёта',
    'insurance paid or taken the wrong way round': 'страховка выплачена или забрана наоборот',
    'hand 2 missed': 'пропущена комбинация 2',
    'hand 2 counted where the house does not pay it': 'засчитана комбинация 2, которую казино не оплачивает',
    'maximum payout not applied': 'не применена максимальная выплата',
    'maximum payout applied wrongly': 'максимальная выплата применена неверно',
    'ambiguous (several single mistakes fit)': 'неоднозначно (подходят несколько ошибок)',
    'other (no single rule fits)': 'другое (ни одно правило не подходит)',
    "Compare hand 1 with the dealer's hand: category first, then the ranks in order of significance; equal hands tie and return Ante and Bet (RULES.md §2, §9).": 'Сравнивайте комбинацию 1 с картами дилера: сначала комбинация, затем достоинства карт по старшинству; равные комбинации — ничья, анте и ставка возвращаются (RULES.md §2, §9).',
    "Pay the Bet at the odds of the hand's own category (RULES.md §2).": 'Платите ставку по коэффициенту собственной комбинации (RULES.md §2).',
    'When the box beats a dealer with a game, the Ante is only returned (house: ante_on_win = push, §9).': 'Когда бокс бьёт дилера с игрой, анте только возвращается (house: ante_on_win = push, §9).',
    'This house pays the Ante even money when the box wins (house: ante_on_win = even_money, §9).': 'В этом казино анте оплачивается 1:1, когда бокс выигрывает (house: ante_on_win = even_money, §9).',
    'The pay-table odds are paid on the Bet (B = bet_multiple × A), not on the Ante (§1, §9).': 'Коэффициенты таблицы выплат платятся на ставку (B = bet_multiple × A), а не на анте (§1, §9).',
    'When the dealer has no game, a box that takes the Ante (and a dark box) is paid the Ante 1:1, and the Bet is returned (§8, §5).': 'Когда у дилера нет игры, боксу, который берёт анте (и боксу втёмную), платится анте 1:1, а ставка возвращается (§8, §5).',
    "A box that buys a game gives up the Ante win, pays the purchase fee and is settled against the dealer's new hand (§8).": 'Бокс, который покупает игру, отказывается от выигрыша анте, платит за покупку и рассчитывается против новых карт дилера (§8).',
    'When the dealer still has no game after a bought game, the Ante follows ante_if_bought_no_game (default: returned) and the Bet is returned (§8).': 'Если после купленной игры у дилера всё ещё нет игры, анте рассчитывается по ante_if_bought_no_game (по умолчанию возвращается), а ставка возвращается (§8).',
    'If the replacement card has the rank of the card taken out and the dealer still has no game, the dealer replaces it once more, free (house: same_rank_redraw, §8).': 'Если карта замены того же достоинства, что и изъятая, и у дилера всё ещё нет игры, дилер меняет её ещё раз бесплатно (house: same_rank_redraw, §8).',
    "Exchange, sixth-card and buy-game fees (in Antes) are the house's and never returned (§3, §8).": 'Плата за обмен, шестую карту и покупку игры (в анте) остаётся казино и не возвращается (§3, §8).',
    "The bonus is paid on the five cards as dealt, at the bonus table's odds on the bonus stake, whatever happens next (§4).": 'Бонус платится по пяти сданным картам, по коэффициенту таблицы бонуса на ставку бонуса, что бы ни произошло дальше (§4).',
    'A jackpot hit is paid floor(percent × meter / 100), the stake neither won nor lost; claims over the meter are shared out pro rata (§4).': 'Выигрыш джекпота платится как floor(процент × счётчик / 100); ставка не выигрывает и не проигрывает; выплаты сверх счётчика делятся пропорционально (§4).',
    "Insurance wins 1:1 when the dealer has no game and is lost when the box beats a dealer with a game; it is returned only when the dealer's hand is higher or equal (§7).": 'Страховка выигрывает 1:1, когда у дилера нет игры, и проигрывает, когда бокс бьёт дилера с игрой; возвращается она, только если карты дилера старше или равны (§7).',
    "Insurance is settled on the dealer's hand as first revealed: it pays 1:1 only when the dealer has no game (even if a bought game then qualifies); it is lost when the box beats a dealer with a game (§7).": 'Страховка рассчитывается по картам дилера при первом открытии: платит 1:1, только если у дилера нет игры (даже если после покупки игра появилась); проигрывает, когда бокс бьёт дилера с игрой (§7).',
    "When hand 1 beats the dealer, hand 2 (a combination with a card outside hand 1's combination) is paid too (house: two_hands, §10).": 'Когда комбинация 1 бьёт дилера, комбинация 2 (комбинация с картой вне комбинации 1) тоже оплачивается (house: two_hands, §10).',
    'With two_hands off, only hand 1 is paid (§10).': 'При выключенном two_hands оплачивается только комбинация 1 (§10).',
    "A box's winnings in one round (Ante, Bet, insurance) never exceed max_payout; the excess is withheld (§11).": 'Выигрыш бокса за раунд (анте, ставка, страховка) не превышает max_payout; излишек удерживается (§11).',
    'The cap bounds the sum of the Ante, Bet and insurance winnings (and fixed-odds bonus wins only when cap_includes_bonus); jackpot shares are never capped (§11).': 'Лимит ограничивает сумму выигрышей анте, ставки и страховки (и выигрыши бонуса по коэффициенту — только при cap_includes_bonus); доли джекпота лимитом не ограничиваются (§11).',
    'folded Ante returned': 'возвращено анте сброшенного бокса',
    'A box that folds loses its Ante and its fees; it places no Bet and no insurance (§6).': 'Бокс, который сбросил карты, проигрывает анте и плату; ставки и страховки у него нет (§6).',
    'insurance forgotten in the net': 'страховка забыта в итоге',
    'The net counts every term: Ante, Bet, bonus, insurance and fees, less what the cap withholds (§7, §12).': 'Итог бокса учитывает все статьи: анте, ставку, бонус, страховку и плату, за вычетом удержанного лимитом (§7, §12).',
    'insurance maximum wrong': 'неверный максимум страховки',
    "A box may insure at most the house's percentage of the payout its hand would bring: the Bet times the odds of hand 1 (and hand 2 when paid), within the house's limits (§7).": 'Бокс может застраховать не больше установленного казино процента от выплаты за свою комбинацию: ставка × коэффициент комбинации 1 (и комбинации 2, если она оплачивается), в пределах лимитов казино (§7).',
    'wrong dealer card taken out': 'изъята не та карта дилера',
    "For a bought game the dealer's highest card is taken out and replaced by the next card of the deck (§8).": 'При покупке игры у дилера изымается старшая карта и заменяется следующей картой колоды (§8).',
    'hand 2 named wrong': 'комбинация 2 названа неверно',
    "Hand 2 is the best combination that uses a card outside hand 1's combination (§2, §10).": 'Комбинация 2 — лучшая комбинация с картой вне комбинации 1 (§2, §10).',
    'two combinations missed': 'не замечены две комбинации',
    "Six cards can hold two combinations: hand 2 is a combination with a card outside hand 1's combination (§10).": 'В шести картах может быть две комбинации: комбинация 2 — комбинация с картой вне комбинации 1 (§10).',
    'paid instead of taken, or taken instead of paid': 'перепутаны «выплатить» и «забрать»',
    "Each term is signed from the player's side: a win is paid (+), a loss taken (−), a push returned (0) (§12).": 'Каждая статья считается со стороны игрока: выигрыш выплачивается (+), проигрыш забирается (−), ничья возвращается (0) (§12).',
    'arithmetic slip': 'ошибка в счёте',
    'No single rule gives this figure: work the line out again from the stake and the odds (§12).': 'Ни одно правило не даёт такой суммы: пересчитайте строку по ставке и коэффициенту (§12).',
    'follows from the wrong lines above': 'следует из неверных строк выше',
    'The net is the sum of the terms less what the cap withholds (§12).': 'Итог бокса — сумма статей за вычетом удержанного лимитом (§12).',
}
