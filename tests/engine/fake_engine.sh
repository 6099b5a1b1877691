#!/usr/bin/env bash
# A fake Gomocup engine for the match manager's tests, with the habits of real engines of the
# field. It plays the free point nearest the centre. Options:
#   info-as-command  an INFO key it does not know is skipped and its value read as the next
#                    command ("ERROR Unknown command: 5"), as Rapfi reads its input
#   drop=MS          a command that arrives within MS ms of its last move is dropped: the
#                    command word is lost and the rest read as a command, as an engine does
#                    while its search threads still wind down
#   swap2=MODE       its SWAP2BOARD answer after three stones: swap, move or add (two stones)
#   swap2-fields     reads SWAP2BOARD's stones as x,y,field like BOARD's, as Rapfi does: a
#                    stone without a field is answered "ERROR Color is not a valid value" and
#                    left out, and the answer is given for the stones it read
info_as_command=0
drop_ms=0
swap2=move
swap2_fields=0
for arg in "$@"; do
  case $arg in
    info-as-command) info_as_command=1 ;;
    drop=*) drop_ms=${arg#drop=} ;;
    swap2=*) swap2=${arg#swap2=} ;;
    swap2-fields) swap2_fields=1 ;;
  esac
done

cols=15
rows=15
declare -A taken
last_move=0

now_ms() {
  local t=${EPOCHREALTIME/[.,]/}
  echo $((10#$t / 1000))
}

# The free point nearest the centre, on stdout as "x,y".
free_point() {
  local cx=$((cols / 2)) cy=$((rows / 2)) d x y
  for ((d = 0; d < cols + rows; d++)); do
    for ((y = cy - d; y <= cy + d; y++)); do
      for ((x = cx - d; x <= cx + d; x++)); do
        ((x < 0 || y < 0 || x >= cols || y >= rows)) && continue
        ((x - cx > d || cx - x > d || y - cy > d || cy - y > d)) && continue
        if [[ -z ${taken[$x,$y]} ]]; then
          echo "$x,$y"
          return
        fi
      done
    done
  done
}

move() {
  local p
  p=$(free_point)
  taken[$p]=1
  echo "$p"
  last_move=$(now_ms)
}

read_block() {
  # Lines up to DONE, each "x,y" or "x,y,f"; prints the points, one a line ("nofield" for a
  # line without a field when $1 is 1).
  local line need_field=${1:-0}
  while IFS= read -r line; do
    line=${line%$'\r'}
    [[ ${line^^} == DONE ]] && return
    local IFS=,
    set -- $line
    if ((need_field)) && [[ -z $3 ]]; then
      echo nofield
    else
      echo "$1,$2"
    fi
  done
}

handle() {
  local line=$1 word rest
  read -r word rest <<<"$line"
  case ${word^^} in
    START) cols=$rest; rows=$rest; taken=(); echo OK ;;
    RECTSTART) cols=${rest%,*}; rows=${rest#*,}; taken=(); echo OK ;;
    RESTART) taken=(); echo OK ;;
    BEGIN) move ;;
    TURN) taken[$rest]=1; move ;;
    BOARD)
      taken=()
      local p
      for p in $(read_block); do taken[$p]=1; done
      move
      ;;
    SWAP2BOARD)
      taken=()
      local stones=() p
      for p in $(read_block "$swap2_fields"); do
        if [[ $p == nofield ]]; then
          echo "ERROR Color is not a valid value, must be one of [1, 2, 3]"
        else
          stones+=("$p")
          taken[$p]=1
        fi
      done
      local cx=$((cols / 2)) cy=$((rows / 2))
      case ${#stones[@]} in
        0) echo "$cx,$cy $((cx + 1)),$cy $cx,$((cy + 2))" ;;
        3)
          case $swap2 in
            swap) echo SWAP ;;
            add)
              local a b
              a=$(free_point); taken[$a]=1
              b=$(free_point); taken[$b]=1
              echo "$a $b"
              ;;
            *) move ;;
          esac
          ;;
        *) move ;;
      esac
      ;;
    INFO)
      local key value
      read -r key value <<<"$rest"
      case ${key,,} in
        timeout_turn | timeout_match | time_left | max_memory | game_type | rule | folder) ;;
        *)
          if ((info_as_command)); then
            echo "MESSAGE Unknown Info Parameter: $key"
            [[ -n $value ]] && handle "$value"
          fi
          ;;
      esac
      ;;
    ABOUT) echo 'name="fake", version="1"' ;;
    END) exit 0 ;;
    "") ;;
    *) echo "ERROR Unknown command: $word" ;;
  esac
}

while IFS= read -r line; do
  line=${line%$'\r'}
  if ((drop_ms > 0 && $(now_ms) - last_move < drop_ms)); then
    read -r word rest <<<"$line"
    [[ -z $rest ]] && continue
    line=$rest
  fi
  handle "$line"
done
