# Русские тексты окна игры (перевод ../en/ui.ftl; те же идентификаторы сообщений).
# Переменные: { $name }. Множественное число: селекторы Fluent (one, few, many).

app-title = Каркассон: Туманы и призраки

## Level select
title-choose-level = Выберите уровень
title-could-not-start = Не удалось начать игру: { $error }
level-n = Уровень { $n }
title-goal = цель { $goal }{ $each ->
    [each] {" "}для каждой фишки
   *[total] {""}
}
title-markers = {" "}· Руфус { $rufus } · Ронья { $ronja }{ $each ->
    [each] {" "}для каждой фишки
   *[total] {""}
}
title-level-stock = Тайлов: { $tiles }, { $piles ->
    [1] 1 стопка
    [one] { $piles } стопка по { $per_pile }
    [few] { $piles } стопки по { $per_pile }
   *[many] { $piles } стопок по { $per_pile }
}, { $ghosts ->
    [one] { $ghosts } призрак
    [few] { $ghosts } призрака
   *[many] { $ghosts } призраков
}
title-unlock-all = Открыть все уровни
title-your-presets = Ваши наборы уровней (папка данных, levels/):
title-players = Игроки:
title-player-n = Игрок { $n }:
title-bot = бот
title-bot-speed = Скорость бота:
title-seconds-per-decision = {" "}с на ход
title-player-aids = Помощь игрокам (подсказки, допустимые места, предупреждение о призраках)
title-search = Сильный бот (думает наперёд)
title-search-tip = Боты и подсказки много раз проигрывают каждую выкладку тайла на несколько ходов вперёд, до секунды на выкладку (затем подсказка доигрывает лучшие до конца, чтобы оценить шансы); окно при этом откликается.
title-colours-per-player = На игрока: { $colours ->
    [one] { $colours } цвет
    [few] { $colours } цвета
   *[many] { $colours } цветов
} по { $meeples } подданных.
title-scoring-meeple = Фишка подсчёта очков:
title-seed = Номер перетасовки:
title-seed-random = случайный
title-advanced = Дополнительно: переключатели правил
title-start = Начать

level-1-blurb = Знакомство с туманом: закрывайте полосы тумана, усмиряйте призраков, наберите 50 очков.
level-2-blurb = Замки приносят очки за соседние тайлы с туманом; закрытые кладбища хоронят подданного; цель: 75.
level-3-blurb = Три стопки с порогами; псы Руфус и Ронья прогоняют призраков; цель: 100.
level-4-blurb = Всего 13 призраков и пороги выше: 20, 60, затем 120.
level-5-blurb = Кладбища закрываются 8 соседями, будят призраков на соседних тайлах с туманом и притягивают тайлы лицом вниз.
level-6-blurb = Каждая из трёх фишек подсчёта очков должна дойти до 10, 25 и 50; 12 призраков.

colour-red = красный
colour-green = зелёный
colour-blue = синий
colour-yellow = жёлтый
colour-black = чёрный
colour-pink = розовый

## Rule switches
switch-joint-scoring = Несколько цветов на одном объекте
switch-colours-multiply = очки получает каждый цвет
switch-majority = очки получает большинство
switch-level6-setup = Фишки подсчёта очков на уровне 6
switch-revised-2023 = три (обновлённые правила)
switch-original-2022 = по одной на цвет (первое издание)
switch-pacify-unoccupied = Усмирение за объекты, которые никто не занял
switch-hound-vicinity = Тайлы, до которых достаёт пёс
switch-haunted-cells = Тайлы, на которые проклятое кладбище насылает призраков
switch-facedown-cells = Клетки для тайлов лицом вниз
switch-8-around = 8 клеток вокруг
switch-4-sides = 4 клетки по сторонам
switch-tile58 = Символы призраков на тайле 58
switch-symbol-counts = Символы призраков на каждой копии
switch-per-copy = как напечатано (75)
switch-uniform = одинаково на всех копиях (78)
switch-defaults = По умолчанию

## Menus
menu-quit = Выйти
menu-resume = Продолжить
menu-paused = Пауза
menu-restart = Начать уровень заново
menu-title-page = Главная страница
menu-save-quit = Сохранить и выйти
menu-save-quit-tip = Игра сохраняется после каждого решения; кнопка «Продолжить» вернёт вас к ней.
menu-quit-unsaved-tip = Урок и запись не сохраняются: «Выйти» закрывает игру.

## The game screen
hud-tiles = Осталось тайлов: { $left } · выложено: { $placed } · отложено: { $discarded }
hud-tiles-tip = Тайлы, которые ещё лежат в стопках, тайлы на столе и тайлы, отложенные потому, что их некуда было положить.
hud-seed = перетасовка { $seed }
hud-seed-tip = Номер перетасовки: начните игру с тем же номером, и тайлы придут те же и в том же порядке.
hud-drawn = Вытянутый тайл
hud-needs = { $n ->
    [one] нужно до { $n } призрака
   *[other] нужно до { $n } призраков
}
hud-fits = { $cells ->
    [one] подходит для { $cells } клетки
    [few] подходит для { $cells } клеток
   *[many] подходит для { $cells } клеток
}
hud-help-place = Щёлкните левой кнопкой по подсвеченной клетке, чтобы положить тайл (или { $key-previous-cell }/{ $key-next-cell } выбрать клетку, { $key-place } положить)
hud-help-view = { $key-turn } или правая кнопка: повернуть · перетаскивание: сдвинуть вид · колесо: масштаб
hud-help-keys = { $key-recentre }: в центр · { $key-rules }: правила · { $key-menu }: меню
side-top = верхний
side-right = правый
side-bottom = нижний
side-left = левый
why-occupied = Сюда нельзя: здесь уже лежит тайл.
why-no-contact = Сюда нельзя: тайл должен касаться выложенного тайла целой стороной; угла мало.
why-only-facedown = Сюда нельзя: тайл лицом вниз не считается касанием; тайл должен касаться стороной и тайла лицом вверх.
why-mismatch = Так повёрнутый сюда нельзя: { $count ->
    [one] край ({ $sides }) не совпадает
   *[other] края ({ $sides }) не совпадают
} с соседями (дорога к дороге, город к городу, поле к полю; туман не важен).
why-turn-it = Повёрнутый иначе, он подходит: { $key-turn } или правый щелчок.
why-no-turn = Сюда он не подходит ни в одном повороте.
why-one-way = Этот тайл подходит сюда только так, как повёрнут сейчас.

## Game over
over-title = Игра окончена
over-won = Победа!
over-won-why = Цель достигнута: призраки обрели покой.
over-lost = Поражение
over-lost-ghosts = Туману понадобилось больше призраков, чем оставалось в запасе.
over-lost-tiles = Нужно было взять тайл, но стопка опустела: её порог не был достигнут вовремя.
over-ghosts-short = Тайлу в красной рамке нужно было призраков: { $needed }; в запасе оставалось только { $supply }.
over-tiles-short = { $piles ->
    [one] Стопка
   *[other] Стопка { $pile } из { $piles }
} кончилась раньше, чем набралось { $threshold } очков: { $short }.
over-short-team = у команды было { $total }
over-short-colour = { $colour }: { $total }
over-totals = Итог: { $totals } (цель { $goal })
over-tiles = Выложено тайлов: { $placed }, отложено: { $discarded } (их некуда было положить)
over-replay = Смотреть запись
over-record-name = название записи
over-save-record = Сохранить запись как…
over-play-again = Сыграть ещё раз
end-won = Победа
end-lost = Туман победил
end-level-total = Уровень { $level } · { $total } очков из { $goal }
end-level-each = Уровень { $level } · наименьшая сумма { $total } из { $goal } у каждой
end-points-from = Откуда очки
end-no-points = очков нет
end-from-roads = Дороги
end-from-cities = Города
end-from-castles = Замки
end-from-monasteries = Монастыри
end-from-fields = Поля
end-from-mist = Полосы тумана
end-from-hounds = Псы
end-ghosts = Усмирено призраков: { $pacified } · всего убрано с поля: { $removed } · осталось на поле: { $left }
end-tiles = Выложено тайлов: { $n } · исход решён на ходу { $turn }
end-see-board = Посмотреть поле
chart-score = Очки по ходам: пороги и цель
chart-total = { $colour }: всего
chart-team-total = общий счёт
chart-threshold = порог { $n }
chart-goal = цель { $n }
chart-ghosts = Призраки на поле
chart-ghosts-line = призраки
chart-all-ghosts = всего призраков: { $n }
ok = ОК

## Loading, About, crash notice
loading = Готовим тайлы…
loading-failed = Не удалось загрузить набор тайлов:
loading-hint = Укажите в BEVY_ASSET_ROOT папку, в которой лежит assets/.
about-button = Об игре
about-what = Цифровое издание кооперативной игры о призраках и тумане, в которой выкладывают тайлы (лицензия MIT или Apache-2.0).
about-fonts = Шрифты: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (лицензии MIT и Bitstream Vera), Noto Emoji и emoji-icon-font (SIL Open Font Licence 1.1, MIT), с латиницей и кириллицей; заголовки — EB Garamond Георга Даффнера (SIL Open Font Licence 1.1). Их лицензии — в свёрнутом списке ниже.
about-crates = Встроенные пакеты (crates) и их лицензии (список составлен cargo-about):
about-rules = Правила — по английскому буклету (Z-Man Games) с исправлениями Hans im Glück от марта 2023 года, FAQ издателя и ответам автора; соревновательная игра — по дополнению «Призраки, замки и кладбища».
about-licences = Лицензии встроенных пакетов и шрифтов
crash-title = Прошлый сеанс завершился сбоем
crash-where = Извините: в прошлый раз игра остановилась с ошибкой. Отчёт с партией до этого момента лежит в
crash-send = Если вы пришлёте его и напишете, что делали, это поможет исправить ошибку.

## Saved games
saves-title = Сохранённые игры
saves-continue = Продолжить: уровень { $level } · { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
} · ход { $turn }
saves-row-level = Уровень { $level } · { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
}
saves-row-turn = ход { $turn } · очки { $totals }
saves-continue-one = продолжить
saves-replay = смотреть
saves-review = разобрать
saves-delete = удалить
save-playing = идёт
save-won = победа
save-lost = поражение
ago-now = только что
ago-minutes = { $n } мин назад
ago-hours = { $n } ч назад
ago-days = { $n ->
    [one] { $n } день назад
    [few] { $n } дня назад
   *[many] { $n } дней назад
}

## Replays
replay-title = Запись
replay-where = Ход { $turn } · шаг { $at } из { $n }
replay-turn-back = ⏮ ход
replay-back = ◀ шаг
replay-play = ▶ играть
replay-pause = ⏸ пауза
replay-forward = шаг ▶
replay-turn-forward = ход ⏭
replay-speed = шагов в секунду

## Words for the board
words-the-feature = объект
words-road = { $tiles ->
    [1] дорога на одном тайле
    [one] дорога из { $tiles } тайла
    [few] дорога из { $tiles } тайлов
   *[many] дорога из { $tiles } тайлов
}
words-city = { $tiles ->
    [1] город на одном тайле
    [one] город из { $tiles } тайла
    [few] город из { $tiles } тайлов
   *[many] город из { $tiles } тайлов
}{ $arms ->
    [0] {""}
    [1] {" "}с гербом
    [one] {" "}с { $arms } гербом
    [few] {" "}с { $arms } гербами
   *[many] {" "}с { $arms } гербами
}
words-castle = замок
words-monastery = монастырь
words-field = поле
words-mist-bank = { $tiles ->
    [1] туман на одном тайле
    [one] полоса тумана на { $tiles } тайле
    [few] полоса тумана на { $tiles } тайлах
   *[many] полоса тумана на { $tiles } тайлах
}
words-new-tile = новый тайл
words-cemetery = кладбище
words-castle-tile = тайл с замком
words-monastery-tile = тайл с монастырём
words-village-tile = тайл с деревней
words-tile-ghosts = { $n ->
    [0] тайл
    [one] тайл с { $n } призраком
    [few] тайл с { $n } призраками
   *[many] тайл с { $n } призраками
}
words-supply = запас
words-nobody = никто

## Options of a decision
opt-place = положить тайл на отмеченную клетку с поворотом на { $degrees }°
opt-leave-empty = оставить символ пустым: { $feature }
opt-cemetery-ghost = лишний призрак на это кладбище
opt-haunt = призрак сюда: { $feature } ({ $side })
opt-meeple = поставить подданного ({ $colour }): { $feature }
opt-no-meeple = без подданного (N)
opt-score-next = сначала: { $feature }
opt-score = получить очки
opt-pacify-none = усмирить, не убирая призраков
opt-pacify = { $n ->
    [one] усмирить: { $n } призрак покидает { $tile }
    [few] усмирить: { $n } призрака покидают { $tile }
   *[many] усмирить: { $n } призраков покидают { $tile }
}
opt-assign = фишке подсчёта очков ({ $colour }, сейчас { $total })
opt-bury = похоронить подданного ({ $colour }): { $on }
opt-hound-joins = пёс идёт к подданному ({ $colour }): { $on }
opt-hound-chases = { $n ->
    [one] пёс прогоняет: { $n } призрак покидает { $tile }
    [few] пёс прогоняет: { $n } призрака покидают { $tile }
   *[many] пёс прогоняет: { $n } призраков покидают { $tile }
}
opt-hound-done = пёс больше не прогоняет призраков
opt-facedown = положить сюда тайл лицом вниз

## What is being decided
ask-place = Положите вытянутый тайл
ask-leave-empty = На одного призрака меньше: какой символ останется пустым?
ask-cemetery-ghost = На какое открытое кладбище пойдёт лишний призрак?
ask-haunt = В какой туман пойдёт призрак?
ask-meeple = Поставить подданного на новый тайл?
ask-order = Завершено несколько объектов: с какого начать?
ask-score-or-pacify = Завершено: { $feature }. { $colours ->
    [one] { $who } получит
   *[other] Каждый цвет ({ $who }) получит
} { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, или вместо этого усмирите до 3 призраков одного тайла.
ask-assign = { $colour }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}. Какая фишка подсчёта очков их получит?
ask-bury = Отмеченное кладбище закрыто: похороните подданного.
ask-hound = { $hound } выходит: к какому подданному присоединится пёс?
ask-hound-clear = Пёс может прогнать до 3 призраков с каждого из 2 тайлов поблизости.
ask-facedown = Положите тайл лицом вниз рядом с открытым кладбищем.

## The decision panel
panel-teammate = Напарник решает всё, кроме выкладки тайла
panel-teammate-tip = Бот отвечает за вас на остальные вопросы хода.
panel-elsewhere = Игрок { $n } делает этот ход в другом месте: ждём его.
panel-undo = Отменить (Ctrl+{ $key-undo })
panel-hint = Подсказка ({ $key-hint })
panel-suggests = Подсказка советует: { $option }
panel-search-suggests = Совет поискового бота: { $option }
panel-then = Затем: { $option }
panel-placement-at = на клетку с буквой { $mark }, поворот { $degrees }°
hint-place = положите тайл на отмеченную клетку, повернув так, как показывает превью при наведении
hint-why = Почему: { $why }.
hint-why-bank = он закрывает { $banks ->
    [one] полосу тумана
   *[other] полосы тумана ({ $banks })
}, и { $n ->
    [0] ни один призрак не покидает поле
    [one] { $n } призрак покидает поле
    [few] { $n } призрака покидают поле
   *[other] { $n } призраков покидают поле
}
hint-why-arrive = { $n ->
    [0] он не приносит ни одного призрака
    [one] он приносит { $n } призрак
    [few] он приносит { $n } призрака
   *[other] он приносит { $n } призраков
}, и { $supply } остаются в запасе
hint-why-enough = хватит на любой ещё не вытянутый тайл (самому требовательному нужно { $worst })
hint-why-short = меньше, чем { $worst }, которые нужны самому требовательному из ещё не вытянутых тайлов
panel-thinking = Поисковый бот думает…
panel-rating = { $option }: { $rating } из 100 после { $turns ->
    [one] { $turns } хода, сыгранного
   *[other] { $turns } ходов, сыгранных
} наперёд
panel-rating-pile = { $option }: { $rating } из 100 после { $turns ->
    [one] { $turns } хода, сыгранного
   *[other] { $turns } ходов, сыгранных
} наперёд, или до конца стопки, когда он близок
panel-chance = победа в { $percent } % из { $games ->
    [one] { $games } партии, сыгранной
    [few] { $games } партий, сыгранных
   *[many] { $games } партий, сыгранных
} до конца
panel-with-meeple = { $option }, затем { $meeple }
panel-playing-out = Доигрываем партии до конца, чтобы оценить шансы…
panel-why = почему? ({ $key-rules })
panel-click-tiles = По подсвеченным тайлам можно щёлкать прямо на поле.
panel-click-spot = или щёлкните по кольцу на новом тайле или по цвету ниже.
panel-click-spot-quick = Щелчок по кольцу ставит подданного цвета, поставленного последним, или того, которого осталось больше всего; Shift-щелчок по кольцу — выбрать цвет.
panel-back = назад

## The table panel
table-title = Стол
table-total = { $total } / { $goal } (деление { $space }, круг { $lap })
table-total-tip = Шкала подсчёта очков: каждый счёт в сравнении с целью. На шкале 50 делений; счёт больше 49 идёт на новый круг.
table-goal = цель
table-pile-mark = стопка { $pile }: { $who } { $threshold }
table-marks-tip = Порог каждой стопки: достигните его, пока стопка не кончилась. Достигнутый порог выпускает пса и открывает следующую стопку.
table-next = следующий порог { $next }
table-ghost-warning = { $n ->
    [one] ⚠ { $n } из ещё не вытянутых тайлов нельзя будет выложить: не хватит призраков
    [few] ⚠ { $n } из ещё не вытянутых тайлов нельзя будет выложить: не хватит призраков
   *[many] ⚠ { $n } из ещё не вытянутых тайлов нельзя будет выложить: не хватит призраков
}
table-piles-tip = Сколько тайлов осталось в каждой стопке. Если стопка в игре кончится раньше, чем будет достигнут её порог, игра проиграна.
table-gauge-ghosts = Призраки в запасе: { $left } из { $total } · { $board } на поле
table-gauge-pile = Стопка в игре: { $left ->
    [one] остался { $left } тайл
    [few] осталось { $left } тайла
   *[other] осталось { $left } тайлов
}
table-danger-ghosts = Призраки кончились в пределах { $turns } ходов в { $lost } из { $tried } партий, доигранных отсюда.
table-danger-pile = Стопка в игре кончилась раньше порога в пределах { $turns } ходов в { $lost } из { $tried } партий, доигранных отсюда.
table-danger-tip = Компьютер { $tried } раз играет следующие { $turns } ходов с этой позиции, как осторожный игрок, каждый раз заново перемешивая неизвестные тайлы (настоящего порядка он не видит), и считает партии, проигранные каждым способом. Жёлтый: так проиграна четверть и больше; красный: четыре из десяти и больше.
table-pile-need = В стопке в игре { $tiles ->
    [one] остался { $tiles } тайл
    [few] осталось { $tiles } тайла
   *[other] осталось { $tiles } тайлов
}; до { $threshold }: { $who }.
table-need-team = команде не хватает { $n } очков
table-need-colour = { $colour }: не хватает { $n }
table-pile-need-tip = Если стопка в игре кончится раньше, чем достигнут её порог, игра проиграна. Белая отметка на шкале очков — действующий порог.
table-pile-out-of-reach = Не успеть: оставшиеся тайлы принесут не больше { $reach } очков, стопка кончится раньше.
table-pile-odds = Бот, доигрывая отсюда, дошёл до порога: { $reached } из { $tried }.
table-pile-at-risk = Под угрозой: бот, доигрывая отсюда, дошёл до порога лишь { $reached } из { $tried }.
table-pile-odds-tip = Компьютер много раз доигрывает партию с этой позиции, как осторожный игрок, каждый раз перемешивая неизвестные тайлы заново (настоящего порядка он не видит), и считает, как часто порог был достигнут раньше, чем кончилась стопка.
hound-waiting = ждёт на своей отметке
hound-with-meeple = с подданным
hound-lost = выбыл
hound-scored = принёс очки
table-hound-tip = Псы ждут на порогах; когда порог достигнут, его пёс присоединяется к подданному и прогоняет призраков.
table-player = Игрок { $n }
table-supply-tip = { $colour }: в запасе { $n ->
    [one] { $n } подданный
    [few] { $n } подданных
   *[many] { $n } подданных
}

## The log
log-turn = Ход { $turn }: игрок { $player }
log-placed = тайл выложен
log-discarded = тайл никуда не подходит и отложен
log-bank-closed = { $tiles ->
    [1] туман закрыт
    [one] полоса тумана на { $tiles } тайле закрыта
    [few] полоса тумана на { $tiles } тайлах закрыта
   *[many] полоса тумана на { $tiles } тайлах закрыта
}
log-ghosts-rise = { $n ->
    [one] { $tile }: появляется { $n } призрак
    [few] { $tile }: появляются { $n } призрака
   *[many] { $tile }: появляются { $n } призраков
}
log-why-bank = полоса тумана закрыта
log-why-pacified = усмирение
log-why-cemetery = кладбище закрыто
log-why-hound = их прогнал пёс
log-ghosts-leave = { $n ->
    [one] { $n } призрак уходит: { $why }
    [few] { $n } призрака уходят: { $why }
   *[many] { $n } призраков уходят: { $why }
}
log-meeple-placed = { $colour } подданный выставлен
log-meeple-returns = { $colour } подданный возвращается
log-meeple-buried = { $colour } подданный похоронен
log-road = дорога
log-city = город
log-castle = замок
log-monastery = монастырь
log-field = поле
log-mist = туман
log-scored = завершено: { $what }, очки: { $points } ({ $who })
log-pacified = { $n ->
    [one] усмирение: убран { $n } призрак
    [few] усмирение: убрано { $n } призрака
   *[many] усмирение: убрано { $n } призраков
}
log-points = +{ $points } (всего { $total })
log-hound-out = { $hound } выходит
log-hound-lost = { $hound } выбывает
log-hound-scores = { $hound } приносит { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
log-pile = в игре стопка { $pile }
log-facedown = тайл выложен лицом вниз
log-cemetery-closed = кладбище закрывается
log-refused = отклонено: { $reason }
log-won = цель достигнута!
log-lost = игра проиграна

## Rules reference and settings
rules-window = Правила ({ $key-rules })
rules-search = Поиск:
rules-nothing-found = Ничего не найдено.
settings-title = Настройки ({ $key-settings })
settings-button = Настройки
settings-language = Язык
settings-system = как в системе
settings-ui-scale = Размер текстов и панелей
settings-damaged = Файл настроек был повреждён: он отложен (settings.ron.bad), действуют настройки по умолчанию.

## Tutorial
tutorial-title = Обучение
tutorial-intro = Короткие уроки по настоящим правилам: каждый раскладывает стол и показывает вам что-то одно.
tutorial-lesson-n = Урок { $n }
tutorial-step = Шаг { $k } из { $n }
tutorial-next = Далее ({ $key-confirm })
tutorial-your-move = Ваш ход: золотая отметка или отмеченная кнопка подскажут, где.
tutorial-hide = скрыть
tutorial-wrong = По правилам так можно, но в этом уроке здесь нужно другое: прочитайте текст ещё раз.
tutorial-try-again = Попробуйте ещё раз.
tutorial-read-first = Сначала прочитайте текст, затем нажмите «Далее».
tutorial-done = Урок пройден!
tutorial-next-lesson = Следующий урок
tutorial-keep-playing = Играть дальше
tutorial-done-tip = Уже пройден: сыграйте его ещё раз.
tutorial-start-tip = Начать этот урок.
tutorial-competitive = Соревновательная игра
tutorial-broken = Не удалось прочитать этот урок: { $file }
hound-rufus = Руфус
hound-ronja = Ронья
settings-mute = без звука
settings-placing = Выкладка
settings-confirm = подтверждать (второй щелчок или { $key-confirm } кладёт)
settings-confirm-losing = спрашивать перед проигрышным ходом или ответом

## Online co-op (src/online)
online-title = Игра по сети
online-host-heading = Создать игру
online-host-tip = Каждое место играет здесь, на другом компьютере или бот на этом компьютере.
online-spectators = Пускать зрителей (тех, кому не хватило места)
online-seat = Место { $n }
online-seat-here = здесь
online-seat-remote = другой компьютер
online-seat-bot = бот
online-seat-host = у хозяина игры
online-port = Порт:
online-host-button = Создать игру
online-host-nobody = К этой игре никто не сможет присоединиться: отдайте место «другой компьютер» (или добавьте игроков на странице «Новая игра»).
online-join-heading = Присоединиться к игре
online-address = Адрес:
online-name = Ваше имя:
online-want-seat = Место:
online-any-seat = любое свободное
online-join-button = Присоединиться
online-connecting = Подключение к { $addr }…
online-no-answer = Нет ответа от { $addr }.
online-let-go = Хозяин игры не даёт вам места и не пускает зрителей: { $why }.
online-seat-owned = место { $n } принадлежит другому игроку
online-seat-not-remote = место { $n } не играется с другого компьютера
online-no-such-seat = места { $n } нет
online-seats-full = все места заняты
online-hosts-competitive = Соревновательная игра на { $players } игроков, как выбрано в «Соревновательной игре».
online-error = Не удаётся играть по сети: { $error }
online-hosting = Игра создана: друзья подключаются к { $addr }
online-connected = Подключено к { $addr }
online-lost = Связь с хозяином игры потеряна.
online-reconnecting = Переподключение… { $s } с (попытки до { $limit } с; игра сохраняется)
online-you-play = Вы играете за место { $n }.
online-watching = Вы наблюдаете: свободных мест не было.
online-waiting = ждёт своего игрока
online-give-bot = Отдать боту
online-stand-in = бот, пока игрок не вернётся
online-seat-away = { $name } (нет связи несколько секунд, ждём)
online-code = Код приглашения:
online-code-tip = Друзья где угодно подключаются по короткому коду, который появится в начале игры (или по длинному): порты открывать не нужно, всё зашифровано.
online-lan = В этой сети (адрес и порт)
online-host-lan-button = Создать в этой сети
online-join-lan-button = Подключиться по адресу
online-hosting-code = Игра создана: друзья подключаются по этому коду
online-copy = Скопировать код
online-paste-code = Введите короткий код или вставьте длинный
online-the-host = хосту
online-host-on = Продолжить последнюю сетевую игру
online-host-on-tip = Если хост ушёл: игра продолжится с копии на этом компьютере с новым кодом; остальные сохранят свои места.
online-continue = Продолжить сетевую игру: { $what } · ход { $moves } (новый код)
online-continue-level = уровень { $level } · игроков: { $players }
online-continue-competitive = соревновательная игра · игроков: { $players }
online-ping-tip = P: показать всем клетку под курсором

## Соревновательная игра (RULES §20)
competitive-section = Соревновательная игра
competitive-title = Призраки, замки и кладбища
competitive-blurb = Каркассон друг против друга, тайлы «Туманов» вмешаны в базовую игру: призраки садятся на миплов соперников, миплы-стражи от них защищены.
competitive-start = Начать соревнование
competitive-continue = Продолжить сохранённую соревновательную партию (игроков: { $players }, выложено тайлов: { $tiles })
competitive-save-damaged = Сохранённую соревновательную партию нельзя продолжить; файл отложен как { $file }: { $reason }
competitive-save-unreadable = Сохранённую соревновательную партию нельзя продолжить: { $reason }
competitive-person = человек
competitive-online = играет по сети
competitive-bot = бот
competitive-easy = лёгкий
competitive-strong = сильный
competitive-hint-place = Подсказка: клетка, отмеченная синим, с поворотом, как у вытянутого тайла сейчас.
competitive-hint-option = Подсказка: вариант { $n }.
competitive-hint-pass = Подсказка: пропустить.
competitive-seat = Игрок { $n }
competitive-supply = миплов: { $meeples }, стражей: { $guards }
competitive-tiles-left = осталось тайлов: { $n }
competitive-ghost-supply = призраков в запасе: { $n }
competitive-turn = ходит { $who }
competitive-place = Положите вытянутый тайл: щёлкните по подсвеченной клетке (правая кнопка или { $key-turn } поворачивает) или { $key-previous-cell }/{ $key-next-cell } и { $key-place }.
competitive-ghost-other = Туман разросся: посадите призрака на мипла другого игрока.
competitive-ghost-own = Туман сдержан: посадите призрака на одного из своих миплов.
competitive-ghost-on = { $n }. { $who }: { $what } (призраков: { $ghosts })
competitive-deploy = Поставьте мипла или мипла-стража на новый тайл или пропустите.
competitive-meeple = мипл
competitive-guard = страж
competitive-pass = Пропустить ({ $key-place })
competitive-effect-ghost-other = Здесь её туман примыкает к туману: призрак на мипла другого игрока, на ваш выбор.
competitive-effect-ghost-own = Здесь её туман встречает чистую землю: призрак на одного из ваших миплов.
competitive-effect-expands-free = Здесь её туман примыкает к туману, но ни один мипл другого игрока не может взять призрака.
competitive-effect-limits-free = Здесь её туман встречает чистую землю, но ни один из ваших миплов не может взять призрака.
competitive-effect-completes = Она завершает { $what }: очки в конце вашего хода тому, у кого там больше миплов.
competitive-effect-closes = Она замыкает кладбище сторожа ({ $who }): в конце вашего хода сторож вернётся домой, а с ним мипл-страж, если такой остался.
competitive-effect-nothing = Здесь она не приносит призраков и ничего не завершает.
competitive-effect-home = третий призрак: мипл уходит домой
competitive-effect-guard = возвращается мипл-страж
competitive-keeper = кладбище (как сторож)
competitive-bot-thinking = { $who } думает…
competitive-waiting-for = Ждём: { $who }…
competitive-help = Щёлкните по кольцу на новом тайле, чтобы поставить мипла (Shift-щелчок: мипл-страж), или нажмите 1–9. Призраки никогда не садятся на миплов-стражей.
competitive-over = Итоговый подсчёт
competitive-winners = Победа: { $who }, очков: { $points }
competitive-col-roads = дороги
competitive-col-cities = города
competitive-col-monasteries = монастыри
competitive-col-fields = поля
competitive-col-castles = замки
competitive-col-ghosts = призраки
competitive-col-total = итого
competitive-chart = Очки по ходам
competitive-again = Сыграть ещё
competitive-save-record = Сохранить запись

# Decisions at the spot: sides of a tile, letters on the board, the colour chooser.
words-mark = буква { $mark }
panel-colour-for = Цвет для: { $feature }
words-side-n = север
words-side-ne = северо-восток
words-side-e = восток
words-side-se = юго-восток
words-side-s = юг
words-side-sw = юго-запад
words-side-w = запад
words-side-nw = северо-запад
words-side-mid = середина
opt-remove-n = убрать { $n }
panel-close = Закрыть

# The title page and the pages it leads to.
title-tagline = Кооперативная игра о тайлах, тумане и призраках
title-new-game = Новая игра
title-learn = Обучение
page-back = Назад
saves-none = Сохранённых игр пока нет: каждая партия сохраняется по ходу игры.
saves-set-aside = { $file } не удалось загрузить: файл отложен в папке сохранений (ничего не удалено). Причина: { $why }
about-credit = По мотивам игры «Каркассон: Призраки тумана» (Hans im Glück, 2022); автор «Каркассона» — Клаус-Юрген Вреде.
about-unofficial = Это неофициальное фанатское издание: Hans im Glück его не выпускал и не одобрял.
online-hosts-level = Уровень { $level } на { $players } { $players ->
    [one] игрока
   *[other] игроков
}, как выбрано в «Новой игре».
title-won-tip = Этот уровень пройден.
title-best = Лучший результат: { $points } очков
title-locked = Пройдите уровень { $level }, чтобы открыть.
over-unlocked = Открыт уровень { $level }!

# The competitive game's log.
competitive-log-road = дорогу
competitive-log-city = город
competitive-log-monastery = монастырь
competitive-log-field = поле
competitive-log-castle = замок
competitive-log-cemetery = кладбище
competitive-log-set-aside = Тайл никуда не подошёл и отложен.
competitive-log-placed = { $who }: тайл выложен.
competitive-log-deployed = { $who }: поставлен { $piece }.
competitive-log-ghost = Призрак сел на мипла ({ $who }): на нём { $n }.
competitive-log-haunted = Мипл ({ $who }) сбежал от третьего призрака.
competitive-log-scored = { $who } получает очки за { $what } { $tiles ->
    [1] на одном тайле
    [one] из { $tiles } тайла
   *[other] из { $tiles } тайлов
}: { $points }
competitive-log-keeper = Сторож ({ $who }) вернулся домой.
hud-controls = Управление

# Play by turns (src/online/turns.rs)
turns-heading = Игра по ходам (не нужно быть в сети одновременно)
turns-tip = Начните игру здесь и сделайте свой ход; окно сохранит файл игры и даст текст для следующего игрока, который откроет его здесь и сделает свой. Каждый ход подписан ключом игрока: никто не сыграет за ваше место.
turns-new = Начать игру по ходам: уровень { $level }, игроков: { $players }
turns-open-label = Открыть ход: вставьте присланный текст или путь к файлу хода.
turns-open = Открыть и сделать свой ход
turns-sent = Ваш ход подписан и сохранён. Отправьте текст игры игроку места { $n }:
turns-sent-over = Ваш ход подписан и сохранён, игра окончена. Отправьте текст игры остальным:
turns-copy = Скопировать текст игры
turns-not-yours = Сейчас ход места { $n }, и за него играет другой игрок.
turns-over = Эта игра окончена.
turns-error = Этот ход не открыть: { $error }
turns-title = Игра по ходам
turns-you-play = Вы играете за место { $n }. Когда ход закончится, он будет подписан и сохранён.
turns-back = В меню
turns-save-error = Ваш ход не удалось сохранить: { $error }

## Игра дня и статистика (docs/daily.md)
daily-button = Игра дня · { $date } · уровень { $level }
daily-title = Игра дня
daily-today = { $date }: уровень { $level }
daily-intro = Одна игра в день, одна и та же для всех: тот же уровень и те же тайлы в том же порядке. Играйте в одиночку или добавьте ботов-напарников. Засчитывается первая законченная за день игра.
daily-harder = Уровень { $level } выше открытых вами уровней (до уровня { $open }): игра труднее тех, что вы играли. Её всё равно можно сыграть.
daily-bots = Боты-напарники:
daily-play = Сыграть сегодняшнюю игру
daily-play-again = Сыграть ещё раз (засчитывается только первая)
daily-streak = Игр дня выиграно подряд: { $n }
daily-won = победа, очков: { $totals }
daily-lost = поражение, очков: { $totals }
daily-history = Ваши игры дня
daily-none = Ни одной игры дня ещё не закончено.
daily-level = Уровень { $n }
daily-share = Поделиться
daily-shared = Записано в { $file }: отправьте файл другому игроку — он сможет посмотреть партию и проверить результат.
daily-open = Посмотреть присланную игру дня (сегодняшнюю)
daily-replay = Проверить и посмотреть
daily-refused = Не показано: { $why }
stats-title = Статистика
stats-chart = Результаты со временем
stats-chart-note = По линии на уровень, партия за партией (результат: сумма очков, на уровне 6 — наименьшая сумма); точка — победа.
stats-none = Ни одной игры ещё не закончено.
stats-level = Уровень
stats-players = Игроков
stats-games = Игр
stats-wins = Побед
stats-best = Лучший результат
stats-streak = Серия (лучшая)
stats-accuracy = { $n ->
    [one] { $n } разобранная партия: точность { $mean } %.
    [few] { $n } разобранные партии: точность в среднем { $mean } %, в последней { $last } %.
   *[many] { $n } разобранных партий: точность в среднем { $mean } %, в последней { $last } %.
}
stats-streak-note = Лучший результат — сумма, по которой считаются пороги (на 6-м уровне — наименьшая из трёх). Серия — победы подряд.
stats-skipped = Строк файла результатов не удалось прочитать и они пропущены: { $n }.
hud-daily = Игра дня { $date }

# The card beside a laid tile the pointer rests on (issue 47).
card-mist = { $bank }: { $state }
card-mist-open = открытые края ещё есть
card-mist-complete = открытых краёв нет
card-mist-blocked = завершить уже нельзя
card-ghosts = Призраков: { $n } · символов призраков: { $symbols }
card-cemetery = Призраков на кладбище: { $n }
card-meeple = Подданный ({ $colour }): { $feature }
card-here = здесь: { $what }
card-piece = { $who }: { $kind } — { $what } (призраков: { $ghosts })
card-hound = { $hound } рядом с подданным ({ $colour })
table-stack-threshold = набрать { $points }
settings-volume = Громкость эффектов
settings-ambience = Громкость фона (туман)
settings-display = Экран
settings-fullscreen = во весь экран (F11)
settings-motion = Скорость анимации
settings-motion-slow = медленно
settings-motion-normal = обычно
settings-motion-fast = быстро
settings-motion-instant = мгновенно
settings-reduce-motion = меньше движения (без скольжения, падений и искр)
settings-controls = Управление
settings-keys-reset = Клавиши по умолчанию
settings-key-or = или
settings-press-key = нажмите клавишу… (Esc — оставить)
settings-key-taken = Эта клавиша уже занята: { $action }. Сначала дайте тому действию другую.
settings-key-unbindable = Эту клавишу выбрать нельзя (цифры отвечают на строки).
action-place = положить тайл, как показано
action-turn = повернуть тайл
action-next-cell = следующая подходящая клетка
action-previous-cell = предыдущая подходящая клетка
action-confirm = положить удерживаемый тайл · далее (уроки)
action-undo = отменить
action-hint = подсказка
action-no-meeple = без подданного
action-recentre = доску в центр
action-menu = меню
action-rules = правила
action-settings = настройки
action-screenshot = снимок экрана
action-point = указать клетку (по сети)
action-fullscreen = во весь экран
action-answer = выбрать ответ по номеру
key-name-Space = пробел
key-name-Enter = Enter
key-name-Esc = Esc
key-name-Home = Home
key-name-End = End
key-name-Delete = Delete
key-name-Insert = Insert
key-name-Backspace = Backspace
key-name-Enterkeypad = Enter (цифровой блок)
settings-patterns = узоры на подданных (свой у каждого цвета)

# Short codes and whether friends can reach the host (issue 50)
online-reach-checking = Проверяем, смогут ли друзья подключиться…
online-reach-internet = Друзья могут подключиться откуда угодно (через ретранслятор { $relay }).
online-reach-local-relay = Подключиться смогут друзья, которым доступен ретранслятор { $relay }: он на этом компьютере или в вашей сети, а не в интернете.
online-reach-this-network = Подключиться могут только друзья в этой сети: { $why }.
online-reach-nowhere = К этой игре никто не сможет подключиться: { $why }.
online-why-relays-off = ретранслятор не используется
online-why-relay-unreachable = ретранслятор недоступен (есть ли у компьютера интернет?)
online-why-no-network = компьютер не подключён ни к одной сети
online-short-code = Короткий код, чтобы продиктовать:
online-short-waiting = Короткий код появится, когда друзья смогут найти игру.
online-short-retired = Короткий код слишком часто вводили неверно, и он больше не действует. Друзья по-прежнему могут подключиться по длинному коду.
online-long-code = Длинный код
online-short-knocking = Ищем игру по короткому коду…
online-short-mistyped = В коротком коде опечатка: проверьте каждый знак (в коротких кодах нет 0, O, 1, I и L).
online-short-no-lookup = Короткому коду нужен интернет; подключитесь по длинному коду.
online-short-no-answer = По этому короткому коду не отвечает ни одна игра. Сверьте его с создателем игры или возьмите длинный код.
online-short-wrong = Короткий код неверен. Ещё { $left ->
    [one] { $left } неверная попытка
    [few] { $left } неверные попытки
   *[many] { $left } неверных попыток
}, и он перестанет действовать.
online-short-retired-join = Этот короткий код больше не действует (слишком много неверных попыток). Попросите у создателя игры длинный код.
online-short-full = Все места в этой игре заняты: короткий код никого не впустит, пока одно не освободится. Если у вас было место, вернитесь по длинному коду.
online-copy-short = Скопировать короткий код

# The review of a finished game (issue 51)
review-title = Разбор
review-start = Разобрать партию
review-start-note = Каждое решение разыгрывается много раз из того, что команда тогда знала (около минуты).
review-running = Разбор: { $done } из { $total } решений
review-cancel = Отменить
review-failed = Разбор не удался:
review-curve = Шансы команды на победу по ходам (красное — дорогое решение, жёлтое — вероятно дорогое)
review-turning-point = Здесь партия переломилась: ход { $turn }, шансы команды упали с { $before } % до { $after } %.
review-accuracy = Точность { $accuracy } % ({ $players })
review-accuracy-player = { $player } — { $accuracy } %
review-accuracy-note = Доля шансов на победу лучшего варианта, которую сохранили решения, в среднем по всем разобранным решениям.
review-grade-small = Небольшая потеря
review-grade-clear = Заметная потеря
review-grade-losing = Проигрыш партии
review-certain = наверняка
review-likely = вероятно
review-graded = { $grade }, { $certainty }:
review-why-loses = Положенный туда тайл призывал призраков: { $needs }, а в запасе было { $supply }: партия была проиграна сразу.
review-why-place = Положен туда: закрыто полос тумана { $banks }, призвано призраков из запаса { $needs }. В лучшем месте: закрыто полос тумана { $better_banks }, призвано призраков { $better_needs }.
review-why-same = Оба места в этот ход дают одно и то же: разница видна в следующих ходах.
review-why-answer = С таким ответом к следующему вопросу у команды было очков: { $points }, призраков на поле: { $ghosts }; с лучшим ответом — очков: { $better_points }, призраков: { $better_ghosts }.
review-why-answer-loses = С таким ответом партия была проиграна сразу; лучший ответ позволял играть дальше.
review-why-same-answer = Оба ответа в этот ход оставляют стол одинаковым: разница видна в следующих ходах.
again-start = Переиграть отсюда
again-title = Переиграть: ход { $turn }
again-choose = Выберите заново. Выбор в партии оставлял около { $chosen } % шансов на победу; лучший вариант, найденный разбором, — { $best } %.
again-weighing = Ваш выбор разыгрывается на раскладах разбора…
again-result = Ваш выбор выигрывает около { $new } % (выбор в партии — { $chosen } %, лучший найденный — { $best } %).
again-as-best = Не хуже лучшего варианта, найденного разбором.
again-better = Лучше выбора в партии, но не лучший.
again-worse = Хуже выбора в партии.
again-same = Примерно как выбор в партии.
again-same-choice = Тот же выбор, что и в партии.
again-again = Ещё раз
again-back = Назад к разбору
review-no-mistakes = Ни одно решение не стоило больше, чем объясняет случай: хорошая игра.
review-mistake = Ход { $turn }: { $chosen } вместо «{ $better }» стоило около { $cost } %.
review-place-chosen = положить тайл туда
review-place-better = места, показанного на поле
review-match-start = Разобрать партию
review-match-start-note = Каждое действие разыгрывается много раз из того, что игрок тогда знал (несколько минут).
review-match-running = Разбор: { $done } из { $total } действий
review-match-curve = Насколько каждый игрок впереди лучшего соперника, по ходам (красное — дорогое действие)
review-match-no-mistakes = Ни одно действие не стоило больше очков, чем объясняет случай.
review-match-mistake = Ход { $turn }, { $seat }: { $chosen } вместо «{ $better }» — потеряно около { $points } { $points ->
        [one] очка
       *[other] очков
    }.
review-play-pass = не ставить фишку
review-play-piece = { $piece } на вариант { $n }
review-play-ghost = призрак на вариант { $n }

# Issue 62: what a placement does, by the cell the pointer rests on.
cell-here = Если положить сюда: { $what }.
cell-loses = Если положить сюда, игра сразу проиграна: туману нужно { $needs ->
    [one] { $needs } призрак
    [few] { $needs } призрака
   *[other] { $needs } призраков
}, а в запасе { $supply }.
cell-loses-ask = Первый щелчок только придержит тайл здесь.
cell-loses-held = Щёлкните ещё раз или нажмите { $key-confirm }, чтобы всё равно положить его.

# Issue 62: what an answer does, beside its button.
answer-mark = проиграно { $lost }/{ $tried }
answer-mark-loses = ✖ проигрыш
answer-loses-ghosts = Этот ответ сразу проигрывает игру: призраки кончаются.
answer-loses-pile = Этот ответ сразу проигрывает игру: стопка в игре кончается раньше своего порога.
answer-loses-ask = Первый щелчок только придержит ответ.
answer-loses-held = Щёлкните ещё раз или нажмите { $key-confirm }, чтобы всё равно ответить так.
answer-danger = После этого ответа из { $tried } партий, сыгранных отсюда на { $turns } ходов вперёд: призраки кончились в { $ghosts }, стопка в игре — в { $pile }.
table-danger-range = После разных ответов проиграно от { $best } до { $worst } из { $tried } партий.
