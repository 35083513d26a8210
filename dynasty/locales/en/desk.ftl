# The page to send a turn's posts from (reports/turn-NN/posts/desk.html): the master copies the posts in order and
# marks those sent; the browser keeps the marks and notices a post that changed after it was sent.
# houses: $house
# numbers: $turn $n $total $sent
# Other variables are text: $game (the game's title), $player (the player's forum name), $id (the dynasty's id).

desk-title = Forum posts of turn { $turn } — { $game }
desk-intro = Send the posts in order, from the top: “Copy” puts a post's text on the clipboard — paste it on the forum and tick “Sent”. This browser keeps the marks. If a post's text changes after it was marked (resolve --force, report --write), the page asks you to send it again.
desk-progress = { $sent } of { $total } sent
desk-changed-count = { $n ->
    [one] { $n } post changed after it was sent
   *[other] { $n } posts changed after they were sent
}
desk-no-storage = The browser does not let this page keep its marks: they are lost when you close it.
desk-no-script = Without JavaScript the buttons do not work: select a post's text and copy it yourself.
desk-chronicle = The chronicle — a new post in the game's thread
desk-player = { $player } — { $house } ({ $id }), by private message
desk-unnamed = { $house } ({ $id }), by private message — turns/game.yaml names no forum name for the player
desk-files = The player's files in his folder, to send him if he asks: the JSON reports, to check his own orders (dynasty check … --report), and his genealogy (.ged) for genealogy programs:
desk-attach = Attach the family tree's picture to this message (on the forum: «Attachments» below the message box, «Add files»):
desk-post-chronicle = { $total ->
    [1] Chronicle
   *[other] Chronicle, part { $n } of { $total }
}
desk-post-report = { $total ->
    [1] Report
   *[other] Report, part { $n } of { $total }
}
desk-post-orders = Order template for turn { $turn }
desk-chars = { $n ->
    [one] { $n } character
   *[other] { $n } characters
}
desk-next = next
desk-copy = Copy
desk-copied = Copied — paste it on the forum
desk-copy-failed = Could not copy: the text is selected, press Ctrl+C
desk-sent = Sent
desk-changed = The text changed after it was sent — send it again
