# `dynasty rules`: what it says when nothing matches. Variables: $query — what the player typed; $closest —
# the rule IDs nearest to it, joined by commas.

guide-no-rule-closest = No rule matches '{ $query }': there is no such ID and no rule mentions it; the nearest IDs are { $closest }.
guide-no-rule = No rule matches '{ $query }': there is no such ID and no rule mentions it; 'dynasty rules' with no argument lists every rule.
