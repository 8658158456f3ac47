# DNA (sequence chunks): what games/dna_sequence.py says.
# Chunks and strands (AAG, TCGA…) are notation: never translated.

## Option errors
dna-sequence-option-chunk-order = min_chunk ({ $low }) is larger than max_chunk ({ $high }); make min_chunk ≤ max_chunk
dna-sequence-option-length-short = length={ $length } is shorter than a chunk ({ $chunk }); use length ≥ { $chunk }
dna-sequence-option-no-dup = no_dup cannot be satisfied: with base={ $base } and chunk size { $size } a strand without a repeated chunk has at most { $limit } letters (base^k + k − 1), not length={ $length }; lower the length, raise base or chunk, or drop no_dup

## Manual set-up
dna-sequence-secret-prompt = Your strand: exactly { $count } { $count ->
        [one] letter
       *[other] letters
    } of { $letters }
dna-sequence-setup-length = set-up: send your whole strand, exactly { $count } { $count ->
        [one] letter
       *[other] letters
    } of { $letters }; that was { $given } { $given ->
        [one] letter
       *[other] letters
    }
dna-sequence-setup-repeat = this game has no_dup: chunk { $chunk } occurs twice in your strand; no chunk may repeat
dna-sequence-submitted = { $name } has submitted a strand
dna-sequence-submitted-waiting = { $name } has submitted a strand ({ $count } still to come)
dna-sequence-your-strand = your strand: { $strand }
dna-sequence-revealed = All strands are in and revealed
dna-sequence-revealed-first = All strands are in and revealed; { $name } nominates first
dna-sequence-no-skip-setup = a strand must be submitted; set-up cannot be skipped

## Refusals
dna-sequence-one-move = one move at a time: send a single chunk (e.g. AAG), or during set-up your whole strand, without ';'
dna-sequence-bad-strand = strand '{ $text }' has { $bad }: use only the letters { $letters }
dna-sequence-bad-chunk = chunk '{ $text }' has { $bad }: use only the letters { $letters }
dna-sequence-chunk-size = a chunk is { $low }–{ $high } letters; '{ $chunk }' has { $given }
dna-sequence-chunk-size-fixed = a chunk is { $size } { $size ->
        [one] letter
       *[other] letters
    }; '{ $chunk }' has { $given }
dna-sequence-chunk-not-own = { $chunk } is not in your strand; nominate a chunk that occurs in { $strand }
dna-sequence-chunk-removes-nothing = { $chunk } would remove nothing anywhere; nominate a chunk that occurs in a strand it cuts
dna-sequence-first-turn-limit = { $chunk } would remove { $count } { $count ->
        [one] chunk
       *[other] chunks
    } from { $name }; on your first turn you may remove at most { $limit } from any opponent (e.g. { $examples })
dna-sequence-already-out = you are already out of this game

## Narration ($losses: "alice −6, bob −3")
dna-sequence-removed = { $name } removed { $chunk }: { $losses }
dna-sequence-out = { $name } is out
dna-sequence-passed = { $name } loses the turn
dna-sequence-resigned = { $name } resigned

## Results ($reason is one of the dna-sequence-reason-… messages)
dna-sequence-reason-last-standing = last strand standing
dna-sequence-reason-all-short-longest = every strand fell below a chunk; longest wins
dna-sequence-reason-all-short = every strand fell below a chunk
dna-sequence-reason-stalled = no chunk can cut any strand; longest wins
dna-sequence-draw = Draw: { $names } tied ({ $reason })
dna-sequence-won = { $names } { $count ->
        [one] wins
       *[other] win
    } ({ $reason })

## The text board (describe)
dna-sequence-describe-submitted = { $name }: strand submitted
dna-sequence-describe-waiting = { $name }: waiting for a strand
dna-sequence-describe-strand = { $name } ({ $length }): { $strand }
dna-sequence-describe-out = { $name } ({ $length }): { $strand } (out)
dna-sequence-describe-result = result: { $names } ({ $reason })

## Options (/rules, the options block).
dna-sequence-help-length = letters in each starting strand (≥ chunk size)
dna-sequence-help-chunk = letters in a chunk
dna-sequence-help-base = distinct nucleotides: the first N of A C G T
dna-sequence-help-manual = each player submits their own strand secretly
dna-sequence-help-no-dup = no chunk occurs twice in a starting strand
dna-sequence-help-min-chunk = smallest chunk size (default: `chunk`)
dna-sequence-help-max-chunk = largest chunk size (default: `chunk`)
dna-sequence-help-non-incremental = no first-round removal limit
dna-sequence-help-need-not-own = a chunk need not occur in your own strand
dna-sequence-help-no-reduce-self = chunks are not removed from your own strand
dna-sequence-help-reduce-next = chunks are removed only from the next opponent
