ALTER TABLE `leads` ADD `region` text DEFAULT 'Unknown' NOT NULL;--> statement-breakpoint
CREATE INDEX `leads_region_idx` ON `leads` (`region`);--> statement-breakpoint
-- Backfill: the leads stored before this migration get the region their location names. SQL has no regular
-- expressions, so the words of regionOfLead (domain/regions.ts) are matched between spaces after punctuation
-- becomes a space; a location naming two states takes the first in this order (docs/decisions/032).
UPDATE `leads` SET `region` = CASE
  WHEN instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' california ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' calif ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' cali ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' socal ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' norcal ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' ca ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' la ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' sf ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' bay area ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' silicon valley ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' orange county ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' los angeles ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' san francisco ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' san diego ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' san jose ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' oakland ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' berkeley ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' sacramento ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' concord ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' walnut creek ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' fresno ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' long beach ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' irvine ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' palo alto ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' pasadena ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' santa barbara ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' santa monica ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' santa rosa ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' santa cruz ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' santa clara ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' napa ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' sonoma ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' stockton ') > 0 THEN 'California'
  WHEN instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' oregon ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' pdx ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' portland ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' salem ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' eugene ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' medford ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' beaverton ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' gresham ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' hillsboro ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' corvallis ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' willamette ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' pacific northwest ') > 0
    OR instr(' ' || replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ') || ' ', ' OR ') > 0 THEN 'Oregon'
  WHEN instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' hawaii ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' hawai''i ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' hawaiʻi ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' oahu ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' o''ahu ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' oʻahu ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' maui ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' kauai ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' kaua''i ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' kauaʻi ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' big island ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' honolulu ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' hilo ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' kona ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' kailua ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' waikiki ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' lanai ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' lāna''i ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' lānaʻi ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' molokai ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' kapolei ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' lahaina ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' kihei ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' waimea ') > 0
    OR instr(' ' || lower(replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ')) || ' ', ' pearl city ') > 0
    OR instr(' ' || replace(replace(replace(replace(replace(replace(replace(`location`, ',', ' '), '.', ' '), '(', ' '), ')', ' '), '/', ' '), '-', ' '), ';', ' ') || ' ', ' HI ') > 0 THEN 'Hawaii'
  ELSE 'Unknown'
END;
