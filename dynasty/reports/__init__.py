"""Reports: view-models of what each reader knows, rendered to Markdown, BBCode and JSON."""
