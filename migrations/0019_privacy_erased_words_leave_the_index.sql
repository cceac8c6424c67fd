-- Erased words leave the search index's own tables at once (docs/decisions/085): with FTS5's secure-delete on,
-- a row's old terms are removed from leads_search_data when the row changes, instead of being marked deleted
-- and kept until a merge. The setting is stored in leads_search_config, so it holds for every connection.
INSERT INTO `leads_search` (`leads_search`, `rank`) VALUES ('secure-delete', 1);--> statement-breakpoint
-- What erasures before this migration left behind goes now: optimize merges every segment, dropping deleted terms.
INSERT INTO `leads_search` (`leads_search`) VALUES ('optimize');
