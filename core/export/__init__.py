"""Exports of a sheet for paper, wikis and play-by-post: a worded-later structure (`sheet`) and
its Markdown rendering (`markdown`). No UI text lives here: labels are ids the caller words."""
