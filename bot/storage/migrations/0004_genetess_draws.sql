-- Genetess draws each random decision from its own stream (option ``draws``);
-- the matches stored before drew from one stream and must replay as they were played.
UPDATE matches SET options = TRIM(options || ' draws=single') WHERE game = 'genetess';
