
"use strict";
// The desk of a turn's posts (dynasty/reports/desk.py): copy a post, mark it sent; the browser keeps each mark
// with the SHA-256 of the text it marked, and a post whose text is another now asks to be sent again.
(() => {
  const data = JSON.parse(document.getElementById("desk-data").textContent);
  const words = data.words;
  const posts = Array.from(document.querySelectorAll("article.post"));
  const memory = new Map();  // the marks, while the browser keeps none
  let storage = null;
  try {
    storage = window.localStorage;
    storage.setItem("dynasty-desk/probe", "1");
    storage.removeItem("dynasty-desk/probe");
  } catch (refused) {
    storage = null;
    document.getElementById("no-storage").hidden = false;
  }
  const key = (post) => `dynasty-desk/${data.game}/${data.turn}/${post.dataset.path}`;
  const marked = (post) => (storage === null ? memory.get(key(post)) ?? null : storage.getItem(key(post)));

  function mark(post, sent) {
    if (storage === null) {
      if (sent) memory.set(key(post), post.dataset.hash); else memory.delete(key(post));
    } else if (sent) {
      storage.setItem(key(post), post.dataset.hash);
    } else {
      storage.removeItem(key(post));
    }
    show();
  }

  // unsent; sent (the mark holds this text's hash); changed (the mark holds another text's hash)
  function state(post) {
    const hash = marked(post);
    if (hash === null) return "unsent";
    return hash === post.dataset.hash ? "sent" : "changed";
  }

  function show() {
    let sent = 0;
    let changed = 0;
    let next = null;
    for (const post of posts) {
      const now = state(post);
      post.dataset.state = now;
      post.querySelector("input.sent").checked = now === "sent";
      post.querySelector(".changed").hidden = now !== "changed";
      if (now === "sent") sent += 1;
      else if (next === null) next = post;
      if (now === "changed") changed += 1;
    }
    for (const post of posts) post.toggleAttribute("data-next", post === next);
    document.getElementById("progress").textContent = words.progress[sent];
    const count = document.getElementById("changed-count");
    count.textContent = words.changed_count[changed];
    count.hidden = changed === 0;
  }

  async function copy(post) {
    const area = post.querySelector("textarea");
    const status = post.querySelector(".status");
    let copied = false;
    try {
      await navigator.clipboard.writeText(area.value);
      copied = true;
    } catch (refused) {
      // no clipboard API, or the browser refused it: select the text and ask for the old copy command
      area.focus();
      area.select();
      try {
        copied = document.execCommand("copy");
      } catch (failed) {
        copied = false;
      }
    }
    for (const other of posts) other.querySelector(".status").textContent = "";
    status.textContent = copied ? words.copied : words.copy_failed;
  }

  for (const post of posts) {
    post.querySelector("button.copy").addEventListener("click", () => copy(post));
    post.querySelector("input.sent").addEventListener("change", (event) => mark(post, event.target.checked));
  }
  window.addEventListener("storage", show);  // the same page open in another tab
  show();
})();
